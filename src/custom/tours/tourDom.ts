import { stepAccepts, stepOf, type TourState } from './tourMachine.ts';

/** The value of a step's field: an input's value, or the hidden input MUI keeps beside a select's display. */
export function readTargetValue(selector: string): string | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return element.value;
  const input = element.querySelector('input') ?? element.parentElement?.querySelector('input');
  return input ? input.value : null;
}

export const hasElement = (selector: string) => document.querySelector(selector) !== null;

/** Whether the active step's action is done, read from the page. */
export function currentStepAccepts(state: TourState): boolean {
  const current = stepOf(state);
  if (!current) return false;
  const { step } = current;
  return stepAccepts(step, readTargetValue(step.target)) && (!step.waitFor || hasElement(step.waitFor));
}
