import { isTourId, TOURS } from './tourDefinitions.ts';
import { INACTIVE, type TourState } from './tourMachine.ts';
import type { TourId } from './tourTypes.ts';

/** Spec section 3: the completed tours, a list of ids in local storage. */
export const COMPLETED_KEY = 'propscout.tours.completed';
/** Spec section 4: the running tour survives a refresh through session storage. */
export const RUNNING_KEY = 'propscout.tours.running';
/** The welcome tour is offered once, on the first visit. */
export const OFFERED_KEY = 'propscout.tours.offered';

function parse(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function readCompleted(): TourId[] {
  const value = parse(localStorage.getItem(COMPLETED_KEY));
  return Array.isArray(value) ? value.filter(isTourId) : [];
}

export function writeCompleted(ids: TourId[]) {
  localStorage.setItem(COMPLETED_KEY, JSON.stringify(ids));
}

export function readRunning(): TourState {
  const value = parse(sessionStorage.getItem(RUNNING_KEY)) as { tourId?: unknown; step?: unknown } | null;
  if (!value || !isTourId(value.tourId) || typeof value.step !== 'number' || !Number.isInteger(value.step) || value.step < 0)
    return INACTIVE;
  if (value.step >= TOURS[value.tourId].steps.length) return INACTIVE;
  return { status: 'active', tourId: value.tourId, step: value.step };
}

export function writeRunning(state: TourState) {
  if (state.status === 'active') sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: state.tourId, step: state.step }));
  else sessionStorage.removeItem(RUNNING_KEY);
}

export const wasOffered = () => localStorage.getItem(OFFERED_KEY) !== null;
export const markOffered = () => localStorage.setItem(OFFERED_KEY, new Date().toISOString());
