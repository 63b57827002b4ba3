/** The caveat every explanation carries. */
export const NOT_A_MODEL = 'Rules and statistics over comparable sales and market rules of thumb, not a trained model.';
