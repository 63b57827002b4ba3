import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LIST_TOUR, READING_A_DEAL_TOUR, WELCOME_TOUR } from '../../../../src/custom/tours/tourDefinitions.ts';
import { currentStepAccepts } from '../../../../src/custom/tours/tourDom.ts';
import {
  INACTIVE,
  keyEvent,
  pathEvent,
  pathRule,
  resumeRule,
  stepAccepts,
  transition,
  type TourState,
} from '../../../../src/custom/tours/tourMachine.ts';
import { COMPLETED_KEY, RUNNING_KEY } from '../../../../src/custom/tours/tourStorage.ts';
import { useTourEngine } from '../../../../src/custom/tours/useTourEngine.ts';

const active = (tourId: 'welcome' | 'first-list' | 'reading-a-deal', step: number): TourState => ({ status: 'active', tourId, step });

describe('tour definitions (spec section 2)', () => {
  it('has a 6-step welcome tour and an 11-step first-list tour with the spec texts', () => {
    expect(WELCOME_TOUR.steps).toHaveLength(6);
    expect(FIRST_LIST_TOUR.steps).toHaveLength(11);
    expect(WELCOME_TOUR.steps[0]).toMatchObject({ placement: 'center' });
    expect(String(WELCOME_TOUR.steps[0]!.content)).toMatch(/^Welcome.*quick tour of the portal/);
    expect(WELCOME_TOUR.steps[5]).toMatchObject({ title: "You're all set", target: '#new-list-button' });
    expect(FIRST_LIST_TOUR.steps.map((s) => s.action ?? null)).toEqual([
      'click',
      'input',
      'select',
      'select',
      null,
      null,
      null,
      null,
      'click',
      null,
      null,
    ]);
    expect([WELCOME_TOUR.elementWaitMs, FIRST_LIST_TOUR.elementWaitMs]).toEqual([1000, 10_000]);
    expect([WELCOME_TOUR.navigationTimeoutMs, FIRST_LIST_TOUR.navigationTimeoutMs]).toEqual([1000, 5000]);
  });
});

describe('tour state machine (spec section 4)', () => {
  it('starts inactive tours at step 0, also restarting a running one', () => {
    expect(transition(INACTIVE, { type: 'start', tourId: 'welcome' }).state).toEqual(active('welcome', 0));
    expect(transition(active('welcome', 3), { type: 'start', tourId: 'first-list' }).state).toEqual(active('first-list', 0));
  });
  it('moves one step with Next and Back, within the tour', () => {
    expect(transition(active('welcome', 2), { type: 'next' }).state).toEqual(active('welcome', 3));
    expect(transition(active('welcome', 2), { type: 'back' }).state).toEqual(active('welcome', 1));
    expect(transition(active('welcome', 0), { type: 'back' }).state).toEqual(active('welcome', 0));
    expect(transition(active('welcome', 5), { type: 'next' }).state).toEqual(active('welcome', 5));
  });
  it('completes only with Finish on the last step', () => {
    expect(transition(active('welcome', 5), { type: 'finish' })).toEqual({ state: INACTIVE, completed: 'welcome' });
    expect(transition(active('first-list', 10), { type: 'finish' })).toEqual({ state: INACTIVE, completed: 'first-list' });
    expect(transition(active('welcome', 4), { type: 'finish' })).toEqual({ state: active('welcome', 4) });
  });
  it('ends without completing on skip, close, escape and overlay', () => {
    for (const reason of ['skip', 'close', 'escape', 'overlay'] as const) {
      expect(transition(active('first-list', 4), { type: 'end', reason })).toEqual({ state: INACTIVE });
    }
  });
  it('ignores moves while inactive', () => {
    expect(transition(INACTIVE, { type: 'next' }).state).toBe(INACTIVE);
    expect(transition(INACTIVE, { type: 'finish' }).completed).toBeUndefined();
  });
  it('maps the keys: right arrow next, left arrow back, Escape ends', () => {
    expect(keyEvent('ArrowRight')).toEqual({ type: 'next' });
    expect(keyEvent('ArrowLeft')).toEqual({ type: 'back' });
    expect(keyEvent('Escape')).toEqual({ type: 'end', reason: 'escape' });
    expect(keyEvent('Enter')).toBeNull();
  });
});

describe('step actions (spec section 5)', () => {
  const [click, input, select, plain] = [
    FIRST_LIST_TOUR.steps[0]!,
    FIRST_LIST_TOUR.steps[1]!,
    FIRST_LIST_TOUR.steps[3]!,
    FIRST_LIST_TOUR.steps[4]!,
  ];
  it('accepts an input step only with a non-empty trimmed value', () => {
    expect(stepAccepts(input, '')).toBe(false);
    expect(stepAccepts(input, '   ')).toBe(false);
    expect(stepAccepts(input, null)).toBe(false);
    expect(stepAccepts(input, ' Austin ')).toBe(true);
  });
  it('accepts a select step only with a chosen value, a click step never by Next', () => {
    expect(stepAccepts(select, '')).toBe(false);
    expect(stepAccepts(select, 'Excellent')).toBe(true);
    expect(stepAccepts(click, 'anything')).toBe(false);
    expect(stepAccepts(plain, null)).toBe(true);
  });
});

describe('resume and path rules (spec section 4)', () => {
  const all = () => true;
  it('ends the first-list tour outside /products/lists', () => {
    expect(resumeRule(active('first-list', 3), '/products/saved-properties', all)).toBe('left-path');
    expect(resumeRule(active('first-list', 3), '/products/lists/new-search', all)).toBeNull();
  });
  it('ends it when the step element is missing, or step 0 on new-search lacks + New List', () => {
    expect(resumeRule(active('first-list', 3), '/products/lists/new-search', (s) => s !== '#filter-investment-potential')).toBe(
      'missing-element',
    );
    expect(resumeRule(active('first-list', 0), '/products/lists/new-search', (s) => s !== '#new-list-button')).toBe('missing-element');
    // On another page of the area the step's element is expected only after the tour navigates back.
    expect(resumeRule(active('first-list', 3), '/products/lists/groups', () => false)).toBeNull();
  });
  it('keeps Reading a deal under /products, across the search and the property page', () => {
    expect(pathRule(active('reading-a-deal', 9), '/products/properties/42')).toBeNull();
    expect(pathRule(active('reading-a-deal', 3), '/products/properties/42')).toBe('left-path');
    expect(pathRule(active('reading-a-deal', 9), '/settings')).toBe('left-path');
  });
  it('keeps the welcome tour under /products', () => {
    expect(resumeRule(active('welcome', 2), '/products/lists/groups', () => false)).toBeNull();
    expect(resumeRule(active('welcome', 2), '/settings', all)).toBe('left-path');
  });
  it('ends a tour whose step page the user leaves', () => {
    expect(pathRule(active('first-list', 2), '/products/lists/groups')).toBe('left-path');
    expect(pathRule(active('first-list', 2), '/products/lists/new-search')).toBeNull();
    expect(pathRule(active('welcome', 1), '/products/saved-properties')).toBeNull();
    expect(pathRule(active('welcome', 5), '/products/saved-properties')).toBe('left-path');
    expect(pathRule(INACTIVE, '/settings')).toBeNull();
  });
  it('moves a click step on when its own link changes the page, and ends it when the user goes elsewhere', () => {
    const openTheProperty = active('reading-a-deal', 8);
    expect(READING_A_DEAL_TOUR.steps[8]).toMatchObject({ title: 'Open the property', action: 'click' });
    expect(pathEvent(openTheProperty, '/products/properties/42', true)).toEqual({ type: 'next' });
    // The page changed without the step's click (the menu, Back): the user left the tour's page.
    expect(pathEvent(openTheProperty, '/products/properties/42', false)).toEqual({ type: 'end', reason: 'left-path' });
    expect(pathEvent(openTheProperty, '/settings', true)).toEqual({ type: 'end', reason: 'left-path' });
    // Not a click step: clicking does not excuse leaving.
    expect(pathEvent(active('reading-a-deal', 7), '/products/properties/42', true)).toEqual({ type: 'end', reason: 'left-path' });
    expect(pathEvent(active('reading-a-deal', 9), '/products/properties/42', false)).toBeNull();
  });
});

describe('the filter sheet on a phone', () => {
  it('is opened for the steps on the filters and their Apply button, and closed for every other step', () => {
    const onFilters = (target: string) => /^#(filter-|apply-filters$)/.test(target);
    for (const tour of [WELCOME_TOUR, FIRST_LIST_TOUR, READING_A_DEAL_TOUR])
      for (const step of tour.steps) expect(step.inFilterSheet === true, `${tour.id}: ${step.title}`).toBe(onFilters(step.target));
    // The spec's first-list tour walks the filters one by one, through Apply; Save search sits beside the summary.
    expect(FIRST_LIST_TOUR.steps.map((s) => s.inFilterSheet === true)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(READING_A_DEAL_TOUR.steps.filter((s) => s.inFilterSheet).map((s) => s.title)).toEqual(['Reading a deal', 'Results to read']);
  });
});

describe('Reading a deal', () => {
  it('walks the result row’s ARV, value gap, LP/ARV and potential, credits and the map, then the property page', () => {
    expect(READING_A_DEAL_TOUR.steps.map((s) => s.title)).toEqual([
      'Reading a deal',
      'Results to read',
      'ARV: after-repair value',
      'Value gap',
      'LP/ARV',
      'Investment potential',
      'What costs a credit',
      'The map',
      'Open the property',
      'The same figures, in full',
      'Why it is rated this way',
      'Go deeper: the full report',
    ]);
    // The row steps live on the search page; the last three on whichever property page the click opened.
    expect(READING_A_DEAL_TOUR.steps.map((s) => s.requiredPath ?? null).filter(Boolean)).toHaveLength(9);
    expect(READING_A_DEAL_TOUR.steps[8]).toMatchObject({ action: 'click' });
  });

  it('keeps Next off on the Apply step until a result row is on the page', () => {
    document.body.innerHTML = '<button id="apply-filters">Apply</button>';
    const applyStep = active('reading-a-deal', 1);
    expect(currentStepAccepts(applyStep)).toBe(false);
    document.body.innerHTML += '<table aria-label="Search results"><tbody><tr><td data-column="arv">$1</td></tr></tbody></table>';
    expect(currentStepAccepts(applyStep)).toBe(true);
    document.body.innerHTML = '';
  });
});

describe('useTourEngine', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('runs a tour, keeps it in session storage, and records the finish in local storage', () => {
    const { result } = renderHook(() => useTourEngine());
    expect(result.current.state).toEqual(INACTIVE);
    act(() => result.current.start('welcome'));
    expect(result.current.state).toEqual(active('welcome', 0));
    expect(JSON.parse(sessionStorage.getItem(RUNNING_KEY)!)).toEqual({ tourId: 'welcome', step: 0 });
    for (let i = 0; i < 5; i++) act(() => result.current.next());
    act(() => result.current.back());
    act(() => result.current.next());
    expect(result.current.state).toEqual(active('welcome', 5));
    act(() => result.current.finish());
    expect(result.current.state).toEqual(INACTIVE);
    expect(sessionStorage.getItem(RUNNING_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(COMPLETED_KEY)!)).toEqual(['welcome']);
    expect(result.current.completed).toEqual(['welcome']);
    act(() => result.current.start('welcome'));
    act(() => result.current.end('skip'));
    expect(JSON.parse(localStorage.getItem(COMPLETED_KEY)!)).toEqual(['welcome']);
  });

  it('ends without completing on skip', () => {
    const { result } = renderHook(() => useTourEngine());
    act(() => result.current.start('first-list'));
    act(() => result.current.end('skip'));
    expect(result.current.state).toEqual(INACTIVE);
    expect(result.current.completed).toEqual([]);
    expect(localStorage.getItem(COMPLETED_KEY)).toBeNull();
  });

  it('moves with the arrow keys, ignores them in a text field, and ends on Escape', () => {
    const { result } = renderHook(() => useTourEngine());
    act(() => result.current.start('welcome'));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    expect(result.current.state).toEqual(active('welcome', 1));
    const input = document.createElement('input');
    document.body.append(input);
    act(() => void fireEvent.keyDown(input, { key: 'ArrowRight' }));
    expect(result.current.state).toEqual(active('welcome', 1));
    act(() => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(result.current.state).toEqual(INACTIVE);
    expect(result.current.completed).toEqual([]);
    input.remove();
  });

  it('does not move past an action step until its action is done (Next and right arrow), advance() does', () => {
    let done = false;
    const { result } = renderHook(() => useTourEngine({ canGoNext: () => done }));
    act(() => result.current.start('first-list'));
    act(() => result.current.next());
    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(result.current.state).toEqual(active('first-list', 0));
    act(() => result.current.advance());
    expect(result.current.state).toEqual(active('first-list', 1));
    done = true;
    act(() => result.current.next());
    expect(result.current.state).toEqual(active('first-list', 2));
  });

  it('restores a running tour after a refresh, validated 500 ms after load', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: 'first-list', step: 4 }));
    const validate = vi.fn(() => null);
    const { result } = renderHook(() => useTourEngine({ validateResume: validate }));
    expect(result.current.ready).toBe(false);
    expect(result.current.state).toEqual(INACTIVE);
    act(() => void vi.advanceTimersByTime(499));
    expect(validate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(validate).toHaveBeenCalledWith(active('first-list', 4));
    expect(result.current.state).toEqual(active('first-list', 4));
  });

  it('ends a restored tour that fails its validation', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: 'first-list', step: 2 }));
    const { result } = renderHook(() => useTourEngine({ validateResume: () => 'left-path' }));
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.state).toEqual(INACTIVE);
    expect(result.current.ready).toBe(true);
    expect(sessionStorage.getItem(RUNNING_KEY)).toBeNull();
  });

  it('ignores a corrupt or out-of-range stored state', () => {
    sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: 'welcome', step: 6 }));
    expect(renderHook(() => useTourEngine()).result.current.ready).toBe(true);
    sessionStorage.setItem(RUNNING_KEY, '{nope');
    expect(renderHook(() => useTourEngine()).result.current.state).toEqual(INACTIVE);
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(['welcome', 'bogus']));
    expect(renderHook(() => useTourEngine()).result.current.completed).toEqual(['welcome']);
  });
});

describe('useTourEngine keyboard inside popups', () => {
  beforeEach(() => sessionStorage.clear());
  it('leaves Escape to an open menu or suggestions list, and sees Escape a modal stops from bubbling', () => {
    const { result } = renderHook(() => useTourEngine());
    act(() => result.current.start('welcome'));
    const listbox = document.createElement('ul');
    listbox.setAttribute('role', 'listbox');
    const option = document.createElement('li');
    listbox.append(option);
    document.body.append(listbox);
    act(() => void fireEvent.keyDown(option, { key: 'Escape' }));
    expect(result.current.state).toEqual(active('welcome', 0));
    const modal = document.createElement('div');
    modal.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(modal);
    act(() => void fireEvent.keyDown(modal, { key: 'Escape' }));
    expect(result.current.state).toEqual(INACTIVE);
    listbox.remove();
    modal.remove();
  });
});
