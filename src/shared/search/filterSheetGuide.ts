import { useSyncExternalStore } from 'react';

/**
 * On a phone the search filters sit in a sheet that opens from a summary. A guide that points at the filters (the product
 * tour) asks for the sheet here and waits until it is in place; the search workspace honours the wish and reports back.
 */
export interface FilterSheetState {
  /**
   * What a guide asks: 'open' opens the sheet and keeps it open through Apply (the guide's next step closes it), 'closed'
   * closes it, null leaves it to the user.
   */
  wish: 'open' | 'closed' | null;
  /** Counts the wishes, so that asking again (the user closed the sheet meanwhile) is seen as a new wish. */
  wishNumber: number;
  /** The sheet is on the page and fully open (done sliding in); false on wider screens, where the filters are inline. */
  shown: boolean;
}

let state: FilterSheetState = { wish: null, wishNumber: 0, shown: false };
const listeners = new Set<() => void>();

function update(patch: Partial<FilterSheetState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** A guide's wish for the sheet (see FilterSheetState.wish). */
export const wishFilterSheet = (wish: FilterSheetState['wish']) => update({ wish, wishNumber: state.wishNumber + 1 });

/** The workspace reports whether its sheet is fully open. */
export const reportFilterSheetShown = (shown: boolean) => {
  if (state.shown !== shown) update({ shown });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useFilterSheet = (): FilterSheetState => useSyncExternalStore(subscribe, () => state);
