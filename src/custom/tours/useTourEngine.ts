import { useCallback, useEffect, useRef, useState } from 'react';
import { INACTIVE, keyEvent, transition, type EndReason, type TourEvent, type TourState } from './tourMachine.ts';
import { readCompleted, readRunning, writeCompleted, writeRunning } from './tourStorage.ts';
import { TOUR_TIMING } from './tourTiming.ts';
import type { TourId } from './tourTypes.ts';

export interface TourEngineOptions {
  /** Whether the current step's action is done (an input filled, a value chosen): gates Next and the right arrow. */
  canGoNext?: (state: TourState) => boolean;
  /** Checks a tour restored from session storage, 500 ms after load; a reason ends it. */
  validateResume?: (state: TourState) => EndReason | null;
}

export interface TourEngine {
  state: TourState;
  completed: TourId[];
  /** False while a tour restored after a refresh waits for its validation. */
  ready: boolean;
  start: (tourId: TourId) => void;
  /** Next, when the step's action allows it. */
  next: () => void;
  /** Next after the step's own action (a click step's click). */
  advance: () => void;
  back: () => void;
  finish: () => void;
  end: (reason: EndReason) => void;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Escape in an open menu, list of choices or suggestions closes that first, not the tour. */
const isInOpenPopup = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.getAttribute('aria-expanded') === 'true' || target.closest('[role="listbox"], [role="menu"]') !== null);

/** The tour state machine as a React hook: persistence (session and local storage), keyboard and resume validation. */
export function useTourEngine({ canGoNext = () => true, validateResume = () => null }: TourEngineOptions = {}): TourEngine {
  const [state, setState] = useState<TourState>(readRunning);
  const [completed, setCompleted] = useState<TourId[]>(readCompleted);
  const [ready, setReady] = useState(() => state.status === 'inactive');
  const stateRef = useRef(state);
  const gate = useRef(canGoNext);
  const validate = useRef(validateResume);
  useEffect(() => {
    gate.current = canGoNext;
    validate.current = validateResume;
  });

  const dispatch = useCallback((event: TourEvent) => {
    const result = transition(stateRef.current, event);
    stateRef.current = result.state;
    setState(result.state);
    writeRunning(result.state);
    if (event.type === 'start') setReady(true);
    if (result.completed) {
      const done = result.completed;
      setCompleted((current) => {
        const next = current.includes(done) ? current : [...current, done];
        writeCompleted(next);
        return next;
      });
    }
  }, []);

  const next = useCallback(() => {
    if (gate.current(stateRef.current)) dispatch({ type: 'next' });
  }, [dispatch]);

  // A tour restored after a refresh is validated once the page had time to render (spec section 9: 500 ms).
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => {
      const reason = validate.current(stateRef.current);
      if (reason) dispatch({ type: 'end', reason });
      setReady(true);
    }, TOUR_TIMING.validateAfterLoadMs);
    return () => clearTimeout(timer);
  }, [ready, dispatch]);

  const active = state.status === 'active' && ready;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const wanted = keyEvent(event.key);
      if (!wanted || event.defaultPrevented || isInOpenPopup(event.target)) return;
      // Arrows move the caret in a field the tour asked the user to fill: only Escape ends the tour from there.
      if (wanted.type !== 'end' && isEditable(event.target)) return;
      if (wanted.type === 'next') next();
      else dispatch(wanted);
    };
    // Capture phase: a modal (the sidebar's drawer on a phone) stops Escape from bubbling.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active, next, dispatch]);

  return {
    state: ready ? state : INACTIVE,
    completed,
    ready,
    start: useCallback((tourId: TourId) => dispatch({ type: 'start', tourId }), [dispatch]),
    next,
    advance: useCallback(() => dispatch({ type: 'next' }), [dispatch]),
    back: useCallback(() => dispatch({ type: 'back' }), [dispatch]),
    finish: useCallback(() => dispatch({ type: 'finish' }), [dispatch]),
    end: useCallback((reason: EndReason) => dispatch({ type: 'end', reason }), [dispatch]),
  };
}
