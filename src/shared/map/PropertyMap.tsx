import CircleIcon from '@mui/icons-material/RadioButtonUnchecked';
import CloseIcon from '@mui/icons-material/Close';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import LayersClearIcon from '@mui/icons-material/LayersClear';
import PanToolIcon from '@mui/icons-material/PanTool';
import PentagonIcon from '@mui/icons-material/PentagonOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Box, Button, CircularProgress, IconButton, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { loadRuntimeConfig } from '../../auth/runtimeConfig.ts';
import { describeGeometry, type SearchGeometry } from './geometry.ts';
import { movedViewArea, useMapState } from './mapState.ts';
import type { DrawTool, MapEngine, MapPoint, MapView } from './mapTypes.ts';
import type { MapPlace } from '../../dataProvider/mapPlaces.ts';
import type { ClusterCell } from '../../dataProvider/searchTypes.ts';
import { PlaceNames } from './PlaceNames.tsx';
import { CLUSTER_COLOR, LEGEND } from './potential.ts';

export interface MapDrawing {
  /** The drawn area as it stands (not yet applied, perhaps). */
  area: SearchGeometry | null;
  onAreaChange: (area: SearchGeometry | null) => void;
  /** 'Search this area' after the user moved the map: the view's rectangle. */
  onSearchView?: (area: SearchGeometry) => void;
  /** Beside the drawing tools: e.g. the count and 'Apply area'. */
  actions?: ReactNode;
}

export interface PropertyMapProps {
  points: MapPoint[];
  /** Cells of every match (server clustering), under the points; omitted: points only. */
  clusters?: ClusterCell[];
  highlightedId?: string | null;
  onHover?: (id: string | null) => void;
  /** A marker's card (its id); null closes it. */
  renderCard?: (id: string, close: () => void) => ReactNode;
  onSelect?: (id: string | null) => void;
  onViewChange?: (view: MapView) => void;
  /** Drawing tools (terra-draw) for a search area; omitted: a map to look at. */
  drawing?: MapDrawing;
  height?: number | string | Record<string, number | string>;
  label: string;
  /** The legend's entries when the markers are not coloured by potential. */
  legend?: { label: string; color: string }[];
  /**
   * Name the cities of the data on the offline basemap (GET /map/places/, signed-in pages only); a MAP_STYLE_URL's style
   * names places itself.
   */
  placeNames?: boolean;
}

const TOOLS: { tool: DrawTool; label: string; icon: ReactNode }[] = [
  { tool: 'pan', label: 'Move the map', icon: <PanToolIcon fontSize="small" /> },
  { tool: 'polygon', label: 'Draw a polygon', icon: <PentagonIcon fontSize="small" /> },
  { tool: 'rectangle', label: 'Draw a rectangle', icon: <CropSquareIcon fontSize="small" /> },
  { tool: 'circle', label: 'Draw a circle', icon: <CircleIcon fontSize="small" /> },
  { tool: 'select', label: 'Move or edit the area', icon: <EditLocationAltIcon fontSize="small" /> },
];

const TOOL_HINT: Record<DrawTool, string> = {
  pan: '',
  polygon: 'Click to add corners; click the first corner (or double-click) to close the area.',
  rectangle: 'Click one corner, then the opposite corner.',
  circle: 'Click the centre, move out to the radius, then click.',
  select: 'Drag the area to move it, or drag its corners to reshape it.',
};

const pointsKey = (points: MapPoint[]) => points.map((p) => p.id).join(',');

/**
 * A map of properties: an offline US basemap (or MAP_STYLE_URL's style), markers coloured by investment potential, optional
 * server clusters, a card per marker and, when `drawing` is given, tools to draw, edit and clear a search area. The WebGL part
 * (engine.ts) loads only when the map is shown. A list of the markers (buttons) follows the map for keyboard and screen readers.
 */
export const PropertyMap = ({
  points,
  clusters,
  highlightedId = null,
  onHover,
  renderCard,
  onSelect,
  onViewChange,
  drawing,
  height = 480,
  label,
  legend = LEGEND,
  placeNames = false,
}: PropertyMapProps) => {
  const [state, dispatch] = useMapState();
  const [canNamePlaces, setCanNamePlaces] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<MapEngine | null>(null);
  const showPlaceNames = useCallback((places: MapPlace[]) => engine.current?.setPlaceNames?.(places), []);
  // The latest props, for the engine's callbacks (set once).
  const latest = useRef({ onHover, onSelect, onViewChange, drawing, points });
  useLayoutEffect(() => {
    latest.current = { onHover, onSelect, onViewChange, drawing, points };
  });

  useEffect(() => {
    let cancelled = false;
    let created: MapEngine | null = null;
    const node = container.current!;
    void (async () => {
      try {
        const [config, { createMapEngine }] = await Promise.all([loadRuntimeConfig().catch(() => null), import('./engine.ts')]);
        if (cancelled) return;
        created = await createMapEngine(node, {
          styleUrl: config?.map_style_url ?? null,
          drawing: Boolean(latest.current.drawing),
          onPointHover: (id) => {
            dispatch({ type: 'hover', id });
            latest.current.onHover?.(id);
          },
          onPointClick: (id) => {
            dispatch({ type: 'select', id });
            latest.current.onSelect?.(id);
          },
          onViewChange: (view) => {
            dispatch({ type: 'view', view });
            latest.current.onViewChange?.(view);
          },
          onAreaChange: (area) => latest.current.drawing?.onAreaChange(area),
          onToolChange: (tool) => dispatch({ type: 'tool', tool }),
        });
        if (cancelled) return created.destroy();
        engine.current = created;
        created.setPoints(latest.current.points);
        created.setArea(latest.current.drawing?.area ?? null);
        created.fitTo(latest.current.points, latest.current.drawing?.area ?? null);
        setCanNamePlaces(Boolean(created.setPlaceNames));
        dispatch({ type: 'ready' });
        const view = created.view();
        dispatch({ type: 'view', view });
        latest.current.onViewChange?.(view);
      } catch (error) {
        if (!cancelled) dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    })();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => engine.current?.resize());
    observer?.observe(node);
    return () => {
      cancelled = true;
      observer?.disconnect();
      engine.current?.destroy();
      engine.current = null;
    };
  }, [dispatch]);

  const ready = state.status === 'ready';
  const key = pointsKey(points);
  useEffect(() => {
    if (!ready) return;
    engine.current?.setPoints(latest.current.points);
    if (latest.current.points.length) engine.current?.fitTo(latest.current.points, null);
  }, [ready, key]);
  useEffect(() => {
    if (ready) engine.current?.setClusters(clusters ?? []);
  }, [ready, clusters]);
  useEffect(() => {
    if (ready) engine.current?.setHighlight(highlightedId ?? state.hovered);
  }, [ready, highlightedId, state.hovered]);
  const area = drawing?.area ?? null;
  useEffect(() => {
    if (ready) engine.current?.setArea(area);
  }, [ready, area]);
  useEffect(() => {
    if (ready) engine.current?.setTool(state.tool);
  }, [ready, state.tool]);

  const select = (id: string | null) => {
    dispatch({ type: 'select', id });
    onSelect?.(id);
  };
  const searchView = () => {
    const rect = movedViewArea(state);
    if (!rect || !drawing?.onSearchView) return;
    dispatch({ type: 'viewSearched' });
    drawing.onSearchView(rect);
  };

  return (
    <Box>
      {drawing ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={state.tool}
            onChange={(_, tool: DrawTool | null) => tool && dispatch({ type: 'tool', tool })}
            aria-label="Drawing tools"
            disabled={!ready}
          >
            {TOOLS.map(({ tool, label: toolLabel, icon }) => (
              <ToggleButton key={tool} value={tool} aria-label={toolLabel} title={toolLabel} disabled={tool === 'select' && !area}>
                {icon}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<LayersClearIcon />}
            disabled={!area}
            onClick={() => {
              drawing.onAreaChange(null);
              dispatch({ type: 'tool', tool: 'pan' });
            }}
          >
            Clear area
          </Button>
          <Typography variant="body2" sx={{ flex: '1 1 160px' }} data-testid="drawn-area">
            {area ? describeGeometry(area) : 'No area drawn: draw one to search inside it.'}
          </Typography>
          {drawing.actions}
        </Box>
      ) : null}
      {drawing && TOOL_HINT[state.tool] ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }} role="status">
          {TOOL_HINT[state.tool]}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box
          ref={container}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          role="region"
          aria-label={label}
          data-testid="map-canvas"
        />
        {placeNames && ready && canNamePlaces ? <PlaceNames view={state.view} show={showPlaceNames} /> : null}
        {state.status === 'loading' ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: '#dbe7ef' }}>
            <CircularProgress aria-label="Loading the map" />
          </Box>
        ) : null}
        {state.status === 'error' ? (
          <Alert severity="warning" sx={{ position: 'absolute', inset: 8, height: 'fit-content' }}>
            The map could not be shown ({state.error}). The list still shows every property.
          </Alert>
        ) : null}
        {drawing?.onSearchView && state.movedView ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<TravelExploreIcon />}
            onClick={searchView}
            sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 2 }}
          >
            Search this area
          </Button>
        ) : null}
        {state.selected && renderCard ? (
          <Paper
            elevation={4}
            role="dialog"
            aria-label="Property card"
            sx={{ position: 'absolute', left: 8, bottom: 8, zIndex: 3, width: 300, maxWidth: 'calc(100% - 16px)' }}
          >
            <IconButton
              size="small"
              aria-label="Close the card"
              onClick={() => select(null)}
              sx={{ position: 'absolute', right: 4, top: 4, zIndex: 1, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
            {renderCard(state.selected, () => select(null))}
          </Paper>
        ) : null}
      </Box>
      <Box component="ul" aria-label="Legend" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 1 }}>
        {legend.map(({ label: name, color }) => (
          <Typography key={name} component="li" variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, display: 'inline-block' }} />
            {name}
          </Typography>
        ))}
        {clusters?.length ? (
          <Typography component="li" variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: CLUSTER_COLOR, opacity: 0.5 }} />
            Group of matches (number: how many; click to zoom in)
          </Typography>
        ) : null}
      </Box>
      {points.length ? (
        <Box component="ul" aria-label="Properties on the map" sx={visuallyHidden}>
          {points.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => select(p.id)} onFocus={() => onHover?.(p.id)} onBlur={() => onHover?.(null)}>
                {p.label}
              </button>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};

/** Shown to screen readers and keyboard users only: the focused button is revealed. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '&:focus-within': { position: 'static', width: 'auto', height: 'auto', clip: 'auto' },
} as const;
