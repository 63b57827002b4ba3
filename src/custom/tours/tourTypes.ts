import type { ReactNode } from 'react';

export type TourId = 'welcome' | 'first-list' | 'reading-a-deal';

/** What the user must do on a step before the tour moves on (spec section 3 'Tour step', section 5). */
export type StepAction = 'click' | 'input' | 'select';

/** A tour step (spec section 3): target, content, placement, spotlight padding, tooltip offset, action, required path. */
export interface TourStep {
  /** CSS selector of the element the step points at; 'body' with placement 'center' for a centred step. */
  target: string;
  title: string;
  content: ReactNode;
  placement: 'top' | 'bottom' | 'left' | 'right' | 'center' | 'auto';
  spotlightPadding?: number;
  /** Distance in px between the tooltip and the spotlight. */
  offset?: number;
  action?: StepAction;
  /** The path the step lives on: the tour navigates there first. */
  requiredPath?: string;
  /** Next stays off until an element matching this selector is on the page (e.g. the first search result), with `waitHint` saying why. */
  waitFor?: string;
  waitHint?: string;
  /** The element sits in a sideways-scrolling box (a results table cell): the tour keeps it in view itself. */
  inScrollingBox?: boolean;
  /**
   * The element is one of the search filters or their Apply button. On a phone, where the filters sit in a sheet, the
   * sheet is opened for the step and kept open through Apply; any other step has it closed.
   */
  inFilterSheet?: boolean;
  /** On screens up to 1024 px the sidebar is opened for this step (a drawer on phones is closed otherwise). */
  needsSidebar?: boolean;
}

export interface TourDefinition {
  id: TourId;
  name: string;
  description: string;
  steps: TourStep[];
  /** How long a step waits for its element (spec section 9: 1 s welcome, 10 s first list). */
  elementWaitMs: number;
  /** How long a navigation to a step's required path may take (spec section 9: 1 s or 5 s). */
  navigationTimeoutMs: number;
  /** On screens up to 1024 px, open the sidebar before the first step (welcome tour). */
  opensSidebar?: boolean;
}
