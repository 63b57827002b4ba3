/**
 * The rendering boundary: MapLibre (WebGL) and terra-draw. Everything here needs a real browser; the component's state lives
 * outside (mapState.ts, PropertyMap.tsx) so it can be tested without WebGL. Loaded lazily with the map (its own chunk and CSS).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLayerMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import atlasUrl from 'us-atlas/counties-10m.json?url';
import { buildOfflineStyle, type UsAtlas } from './basemap.ts';
import { bboxOf, encodeGeometry, fromDrawnFeature, KM_PER_MILE, toPolygon, type Bbox, type SearchGeometry } from './geometry.ts';
import type { DrawTool, EngineOptions, MapEngine, MapPoint, MapView } from './mapTypes.ts';
import type { MapPlace } from '../../dataProvider/mapPlaces.ts';
import type { ClusterCell } from '../../dataProvider/searchTypes.ts';
import { choosePlaceLabels, LABEL_RISE_PX } from './placeLabels.ts';
import { CLUSTER_COLOR, HIGHLIGHT_COLOR, potentialColor } from './potential.ts';

// The worker is its own file in maplibre-gl 6; the build copies it beside the app (same origin: the CSP allows it).
setWorkerUrl(workerUrl);

/** The contiguous United States, before there is anything to fit. */
const US_BOUNDS: Bbox = [-125, 24, -66.5, 49.5];
const AREA_COLOR = '#6a1b9a';

let offlineStyle: Promise<StyleSpecification> | undefined;
function loadOfflineStyle(): Promise<StyleSpecification> {
  offlineStyle ??= fetch(atlasUrl)
    .then((response) => response.json() as Promise<UsAtlas>)
    .then(buildOfflineStyle)
    .catch((error: unknown) => {
      offlineStyle = undefined;
      throw error;
    });
  return offlineStyle;
}

const clusterFeatures = (cells: ClusterCell[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: cells.map((c) => ({
    type: 'Feature',
    properties: { count: c.count, property_id: c.property_id ?? '', color: c.count === 1 ? potentialColor(c.potential) : CLUSTER_COLOR },
    geometry: { type: 'Point', coordinates: [c.longitude, c.latitude] },
  })),
});

function boundsOf(points: MapPoint[], area: SearchGeometry | null): Bbox | null {
  if (area) return bboxOf(area);
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Circles are drawn as terra-draw circles (so they resize from the centre); anything else as a polygon. */
function drawnFeature(geometry: SearchGeometry): GeoJSONStoreFeatures {
  return {
    type: 'Feature',
    geometry: toPolygon(geometry),
    properties:
      geometry.type === 'Circle' ? { mode: 'circle', radiusKilometers: geometry.radius_miles * KM_PER_MILE } : { mode: 'polygon' },
  };
}

export async function createMapEngine(container: HTMLElement, options: EngineOptions): Promise<MapEngine> {
  const style = options.styleUrl ?? (await loadOfflineStyle());
  const map = new MapLibreMap({
    container,
    style,
    bounds: US_BOUNDS,
    fitBoundsOptions: { padding: 20 },
    attributionControl: options.styleUrl ? { compact: true } : false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  await new Promise<void>((resolve) => map.once('load', () => resolve()));

  map.addSource('clusters', { type: 'geojson', data: clusterFeatures([]) });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: 'clusters',
    paint: {
      'circle-color': ['get', 'color'],
      'circle-opacity': 0.45,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
      'circle-radius': ['interpolate', ['linear'], ['sqrt', ['get', 'count']], 1, 7, 10, 18, 100, 40],
    },
  });
  // The page's properties as HTML markers (at most a page: 100), so each is an element to hover and click; clusters (up to
  // 2,000 cells) are a circle layer.
  let markers = new Map<string, { marker: Marker; element: HTMLElement; color: string }>();
  let highlighted: string | null = null;
  let interactive = true;
  const styleMarker = (element: HTMLElement, color: string, highlighted: boolean) =>
    Object.assign(element.style, {
      width: highlighted ? '22px' : '14px',
      height: highlighted ? '22px' : '14px',
      borderRadius: '50%',
      background: color,
      border: `${highlighted ? 3 : 2}px solid ${highlighted ? HIGHLIGHT_COLOR : '#ffffff'}`,
      boxShadow: '0 1px 3px rgba(0,0,0,.4)',
      cursor: 'pointer',
      zIndex: highlighted ? '2' : '1',
      pointerEvents: interactive ? 'auto' : 'none',
    });
  const setPoints = (points: MapPoint[]) => {
    markers.forEach(({ marker }) => marker.remove());
    markers = new Map(
      points.map((p) => {
        const element = document.createElement('div');
        const color = p.color ?? potentialColor(p.potential);
        element.className = 'propscout-marker';
        element.dataset.id = p.id;
        element.title = p.label;
        // The page lists the same markers as buttons for keyboards and screen readers.
        element.setAttribute('aria-hidden', 'true');
        styleMarker(element, color, false);
        element.addEventListener('mouseenter', () => options.onPointHover(p.id));
        element.addEventListener('mouseleave', () => options.onPointHover(null));
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          options.onPointClick(p.id);
        });
        const marker = new Marker({ element }).setLngLat([p.longitude, p.latitude]).addTo(map);
        return [p.id, { marker, element, color }];
      }),
    );
    const current = highlighted ? markers.get(highlighted) : undefined;
    if (current) styleMarker(current.element, current.color, true);
  };
  const setHighlight = (id: string | null) => {
    const previous = highlighted ? markers.get(highlighted) : undefined;
    if (previous) styleMarker(previous.element, previous.color, false);
    highlighted = id;
    const next = id ? markers.get(id) : undefined;
    if (next) styleMarker(next.element, next.color, true);
  };
  /** While drawing, clicks go to the map (markers let them through). */
  const setInteractive = (value: boolean) => {
    interactive = value;
    markers.forEach(({ element }) => (element.style.pointerEvents = value ? 'auto' : 'none'));
  };

  map.on('click', 'clusters', (event: MapLayerMouseEvent) => {
    if (draw && draw.getMode() !== 'static') return;
    const cell = event.features?.[0];
    if (!cell) return;
    const propertyId = cell.properties?.property_id as string;
    if (propertyId) options.onPointClick(propertyId);
    else map.easeTo({ center: event.lngLat, zoom: Math.min(map.getZoom() + 2, 18) });
  });
  map.on('mouseenter', 'clusters', () => (map.getCanvas().style.cursor = 'pointer'));
  map.on('mouseleave', 'clusters', () => (map.getCanvas().style.cursor = ''));

  const view = (byUser: boolean): MapView => {
    const b = map.getBounds();
    const clamp = (lng: number) => Math.max(-180, Math.min(180, lng));
    return {
      zoom: Math.round(map.getZoom() * 100) / 100,
      bbox: [clamp(b.getWest()), Math.max(-90, b.getSouth()), clamp(b.getEast()), Math.min(90, b.getNorth())],
      byUser,
    };
  };
  map.on('moveend', (event) => options.onViewChange(view(Boolean((event as { originalEvent?: unknown }).originalEvent))));

  // Count labels as HTML (no glyph fonts offline): one small element per cell of more than one property.
  let labels: Marker[] = [];
  const setClusterLabels = (cells: ClusterCell[]) => {
    labels.forEach((m) => m.remove());
    labels = cells
      .filter((c) => c.count > 1)
      .map((c) => {
        const element = document.createElement('div');
        element.className = 'propscout-cluster-count';
        element.textContent = c.count.toLocaleString('en-US');
        element.setAttribute('aria-hidden', 'true');
        Object.assign(element.style, { pointerEvents: 'none', font: '600 12px system-ui, sans-serif', color: '#1a237e' });
        return new Marker({ element }).setLngLat([c.longitude, c.latitude]).addTo(map);
      });
  };

  // City names as HTML on the offline basemap (no glyph fonts offline): below the markers, decorative (the page names
  // the places it searches in words) and never in the way of a click on a marker, a cluster or the drawing.
  let placeNames: Marker[] = [];
  const setPlaceNames = (places: MapPlace[]) => {
    placeNames.forEach((m) => m.remove());
    placeNames = choosePlaceLabels(places, map.getZoom(), (p) => map.project([p.longitude, p.latitude])).map((p) => {
      const element = document.createElement('div');
      element.className = 'propscout-place-name';
      element.textContent = p.city;
      element.setAttribute('aria-hidden', 'true');
      Object.assign(element.style, {
        pointerEvents: 'none',
        userSelect: 'none',
        whiteSpace: 'nowrap',
        zIndex: '0',
        font: '600 12px/16px system-ui, sans-serif',
        letterSpacing: '0.02em',
        color: '#263238',
        textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff, 0 0 4px #fff',
      });
      return new Marker({ element, offset: [0, -LABEL_RISE_PX] }).setLngLat([p.longitude, p.latitude]).addTo(map);
    });
  };

  // Drawing: one area at a time; finishing a shape selects it for moving and editing.
  let draw: TerraDraw | null = null;
  let areaId: string | number | null = null;
  let lastEmitted = '';
  const emit = () => {
    const feature = areaId === null ? undefined : draw?.getSnapshotFeature(areaId);
    const geometry = feature ? fromDrawnFeature(feature) : null;
    const key = geometry ? encodeGeometry(geometry) : '';
    if (key === lastEmitted) return;
    lastEmitted = key;
    options.onAreaChange(geometry);
  };
  if (options.drawing) {
    const editable = { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } };
    draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({ styles: { fillColor: AREA_COLOR, outlineColor: AREA_COLOR, fillOpacity: 0.12 } }),
        new TerraDrawRectangleMode({ styles: { fillColor: AREA_COLOR, outlineColor: AREA_COLOR, fillOpacity: 0.12 } }),
        new TerraDrawCircleMode({ styles: { fillColor: AREA_COLOR, outlineColor: AREA_COLOR, fillOpacity: 0.12 } }),
        new TerraDrawSelectMode({
          flags: {
            polygon: { feature: editable },
            rectangle: { feature: { draggable: true, coordinates: { draggable: true, resizable: 'opposite' } } },
            circle: { feature: { draggable: true, coordinates: { draggable: true, resizable: 'center-fixed' } } },
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', (id, context) => {
      if (context.action === 'draw') {
        const others = draw!
          .getSnapshot()
          .map((f) => f.id!)
          .filter((other) => other !== id);
        if (others.length) draw!.removeFeatures(others);
        areaId = id;
        emit();
        draw!.setMode('select');
        draw!.selectFeature(id);
        setInteractive(false);
        options.onToolChange?.('select');
      } else emit();
    });
    draw.on('change', (_ids, type) => {
      if (type === 'delete' && areaId !== null && !draw!.getSnapshotFeature(areaId)) {
        areaId = null;
        emit();
      }
    });
  }

  return {
    setPoints,
    setClusters: (cells) => {
      void (map.getSource('clusters') as GeoJSONSource).setData(clusterFeatures(cells));
      setClusterLabels(cells);
    },
    setHighlight,
    ...(options.styleUrl ? {} : { setPlaceNames }),
    fitTo: (points, area) => {
      const box = boundsOf(points, area);
      if (box) map.fitBounds(new LngLatBounds([box[0], box[1]], [box[2], box[3]]), { padding: 40, maxZoom: 14, duration: 0 });
    },
    setTool: (tool: DrawTool) => {
      if (!draw) return;
      draw.setMode(tool === 'pan' ? 'static' : tool);
      setInteractive(tool === 'pan');
      if (tool === 'select' && areaId !== null && draw.getSnapshotFeature(areaId)) draw.selectFeature(areaId);
    },
    setArea: (geometry) => {
      if (!draw) return;
      const key = geometry ? encodeGeometry(geometry) : '';
      if (key === lastEmitted) return;
      lastEmitted = key;
      draw.clear();
      areaId = null;
      if (!geometry) return;
      let [result] = draw.addFeatures([drawnFeature(geometry)]);
      // A circle terra-draw does not accept as its own is still shown (and editable) as a polygon.
      if (!result?.valid) [result] = draw.addFeatures([{ ...drawnFeature(geometry), properties: { mode: 'polygon' } }]);
      areaId = result?.valid ? (result.id ?? null) : null;
    },
    view: () => view(false),
    resize: () => map.resize(),
    destroy: () => {
      labels.forEach((m) => m.remove());
      placeNames.forEach((m) => m.remove());
      markers.forEach(({ marker }) => marker.remove());
      draw?.stop();
      map.remove();
    },
  };
}
