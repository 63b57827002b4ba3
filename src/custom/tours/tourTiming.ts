/** Tour timings from spec section 9 that are the same for every tour. */
export const TOUR_TIMING = {
  /** The running state restored from session storage is checked this long after the page loads. */
  validateAfterLoadMs: 500,
  /** Pause between a step's action (a click, a navigation) and the next step. */
  transitionMs: 200,
} as const;
