/** The error catalogue of spec section 8 for search and count calls, word for word. */
export const PAYMENT_REQUIRED = 'Payment required.';
export const STANDARD_SEARCH_FAILED = 'An error occurred while searching standard properties.';
export const AUCTION_SEARCH_FAILED = 'An error occurred while searching auction properties.';
export const COUNT_TIMED_OUT = 'The search is taking too long to process. Try narrowing your search criteria.';
export const COUNT_408 = 'Request timeout: The search is too broad. Try adding more filters.';
export const COUNT_500 = 'Server error: There was a problem processing your request. Please try again later.';
export const COUNT_OTHER = 'An unexpected error occurred. Please try again.';
/** Saved-property toggle failure without a detail in the response. */
export const SAVED_TOGGLE_FAILED = 'Failed to update saved status';
