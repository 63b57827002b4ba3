/** The map component's state, kept apart from the rendering (WebGL) so it can be tested anywhere. */
import { useReducer } from 'react';
import { rectangle, type PolygonGeometry } from './geometry.ts';
import type { DrawTool, MapView } from './mapTypes.ts';

export interface MapState {
  /** The engine: loading, ready, or why it could not start (no WebGL, basemap not loaded). */
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  tool: DrawTool;
  /** The marker whose card is open. */
  selected: string | null;
  /** The marker under the pointer (the grid highlights its row). */
  hovered: string | null;
  /** The view after the user last moved the map, until it is searched or the page moves it: offers 'Search this area'. */
  movedView: MapView | null;
  /** The latest view (clusters are asked for it). */
  view: MapView | null;
}

export type MapAction =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'tool'; tool: DrawTool }
  | { type: 'hover'; id: string | null }
  | { type: 'select'; id: string | null }
  | { type: 'view'; view: MapView }
  | { type: 'viewSearched' };

export const INITIAL_MAP_STATE: MapState = {
  status: 'loading',
  error: null,
  tool: 'pan',
  selected: null,
  hovered: null,
  movedView: null,
  view: null,
};

export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case 'ready':
      return { ...state, status: 'ready', error: null };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'tool':
      // Drawing and clicking markers do not mix: a new tool closes the card.
      return { ...state, tool: action.tool, selected: action.tool === 'pan' ? state.selected : null };
    case 'hover':
      return state.hovered === action.id ? state : { ...state, hovered: action.id };
    case 'select':
      return { ...state, selected: action.id };
    case 'view':
      return { ...state, view: action.view, movedView: action.view.byUser ? action.view : state.movedView };
    case 'viewSearched':
      return { ...state, movedView: null };
  }
}

/** The rectangle 'Search this area' sends: the moved view's bounds, or null when the user has not moved the map. */
export const movedViewArea = (state: MapState): PolygonGeometry | null => (state.movedView ? rectangle(state.movedView.bbox) : null);

export const useMapState = () => useReducer(mapReducer, INITIAL_MAP_STATE);
