/** Shapes shared by the map component and its rendering engine (engine.ts, the only module that touches WebGL). */
import type { MapPlace } from '../../dataProvider/mapPlaces.ts';
import type { ClusterCell } from '../../dataProvider/searchTypes.ts';
import type { Bbox, SearchGeometry } from './geometry.ts';

/** A property on the map. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** Investment potential (Excellent, High, Medium, Low) or null: the marker's colour. */
  potential: string | null;
  /** Spoken name of the marker ("12 Oak St, $250,000"). */
  label: string;
  /** A colour of its own (e.g. a report's subject and comps), instead of the potential's. */
  color?: string;
}

export interface MapView {
  zoom: number;
  bbox: Bbox;
  /** The user moved the map (drag, zoom), rather than the page fitting it to the results. */
  byUser: boolean;
}

/** Tools of the drawing bar: 'pan' moves the map; 'select' moves and edits the drawn area. */
export type DrawTool = 'pan' | 'polygon' | 'rectangle' | 'circle' | 'select';

export interface EngineCallbacks {
  onPointHover: (id: string | null) => void;
  onPointClick: (id: string) => void;
  onViewChange: (view: MapView) => void;
  /** The drawn area after a shape is finished, moved or edited (null: removed). */
  onAreaChange: (geometry: SearchGeometry | null) => void;
  /** The engine switched tools itself (a finished shape is selected for editing). */
  onToolChange?: (tool: DrawTool) => void;
}

export interface EngineOptions extends EngineCallbacks {
  /** A MapLibre style URL; null: the offline us-atlas basemap. */
  styleUrl: string | null;
  /** Whether the drawing tools are wanted (terra-draw loads only then). */
  drawing: boolean;
}

/** The map as the React component drives it. */
export interface MapEngine {
  setPoints(points: MapPoint[]): void;
  setClusters(cells: ClusterCell[]): void;
  setHighlight(id: string | null): void;
  /**
   * Names cities on the map (those placeLabels.ts chooses for the zoom); only the offline basemap has it, since a
   * MAP_STYLE_URL's style names places itself.
   */
  setPlaceNames?(places: MapPlace[]): void;
  /** Moves the view to show these points (or the area), without reporting it as the user's move. */
  fitTo(points: MapPoint[], area: SearchGeometry | null): void;
  setTool(tool: DrawTool): void;
  /** Shows this area as the drawn one (from the address or a saved search); null removes it. */
  setArea(geometry: SearchGeometry | null): void;
  view(): MapView;
  resize(): void;
  destroy(): void;
}

export type CreateEngine = (container: HTMLElement, options: EngineOptions) => Promise<MapEngine>;
