import { TOURS } from './tourDefinitions.ts';
import type { TourDefinition, TourId, TourStep } from './tourTypes.ts';

/** Spec section 4 'Tour': inactive, or active at a step. */
export type TourState = { status: 'inactive' } | { status: 'active'; tourId: TourId; step: number };

/** Why a tour ended without being completed. */
export type EndReason = 'skip' | 'close' | 'escape' | 'overlay' | 'missing-element' | 'left-path' | 'navigation-timeout';

export type TourEvent =
  | { type: 'start'; tourId: TourId }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'end'; reason: EndReason };

export interface Transition {
  state: TourState;
  /** Set when the event completed a tour ('Finish' on its last step). */
  completed?: TourId;
}

export const INACTIVE: TourState = { status: 'inactive' };

const sizeOf = (id: TourId) => TOURS[id].steps.length;

/** The pure state machine: every rule of spec section 4 'Tour' that does not need the page. */
export function transition(state: TourState, event: TourEvent): Transition {
  if (event.type === 'start') return { state: { status: 'active', tourId: event.tourId, step: 0 } };
  if (state.status !== 'active') return { state };
  const last = sizeOf(state.tourId) - 1;
  switch (event.type) {
    case 'next':
      return { state: state.step < last ? { ...state, step: state.step + 1 } : state };
    case 'back':
      return { state: state.step > 0 ? { ...state, step: state.step - 1 } : state };
    case 'finish':
      return state.step === last ? { state: INACTIVE, completed: state.tourId } : { state };
    case 'end':
      return { state: INACTIVE };
  }
}

/** Spec section 5: an input step accepts a non-empty value after trimming, a select step a chosen value; a click step waits for the click. */
export function stepAccepts(step: TourStep, value: string | null): boolean {
  switch (step.action) {
    case undefined:
      return true;
    case 'input':
      return (value ?? '').trim() !== '';
    case 'select':
      return (value ?? '') !== '';
    case 'click':
      return false;
  }
}

export const stepOf = (state: TourState): { tour: TourDefinition; step: TourStep } | null =>
  state.status === 'active' ? { tour: TOURS[state.tourId], step: TOURS[state.tourId].steps[state.step]! } : null;

/** Where each tour may run: the first-list tour under /products/lists, the others under /products. */
const AREA: Record<TourId, string> = { welcome: '/products', 'first-list': '/products/lists', 'reading-a-deal': '/products' };
const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** Ends a running tour whose page the user left (a step's required path, or the tour's area). */
export function pathRule(state: TourState, path: string): EndReason | null {
  const current = stepOf(state);
  if (!current) return null;
  if (!isUnder(path, AREA[current.tour.id])) return 'left-path';
  if (current.step.requiredPath && path !== current.step.requiredPath) return 'left-path';
  return null;
}

/**
 * What a change of page does to a running tour. A click step whose own click led away (the result's address link) moves
 * on: the router changes the page before the step's transition pause is over, and reading that as leaving the tour ended
 * it. Any other departure from the tour's page ends it.
 */
export function pathEvent(state: TourState, path: string, clickedThisStep: boolean): TourEvent | null {
  const reason = pathRule(state, path);
  if (!reason) return null;
  const current = stepOf(state);
  if (clickedThisStep && current?.step.action === 'click' && isUnder(path, AREA[current.tour.id])) return { type: 'next' };
  return { type: 'end', reason };
}

/**
 * Spec section 4, on resume after a refresh: the first-list tour ends if the path is not under /products/lists, if the
 * step's element is missing, or if step 0 on the new-search page lacks the '+ New List' button.
 */
export function resumeRule(state: TourState, path: string, hasElement: (selector: string) => boolean): EndReason | null {
  const current = stepOf(state);
  if (!current || state.status !== 'active') return null;
  if (!isUnder(path, AREA[current.tour.id])) return 'left-path';
  if (current.tour.id !== 'first-list') return null;
  if (state.step === 0 && path === '/products/lists/new-search' && !hasElement('#new-list-button')) return 'missing-element';
  const onItsPage = !current.step.requiredPath || current.step.requiredPath === path;
  if (onItsPage && current.step.target !== 'body' && !hasElement(current.step.target)) return 'missing-element';
  return null;
}

/** Keyboard (spec section 4): right arrow next, left arrow back, Escape ends the tour. */
export function keyEvent(key: string): TourEvent | null {
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'back' };
  if (key === 'Escape') return { type: 'end', reason: 'escape' };
  return null;
}
