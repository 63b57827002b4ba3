/** The lifetimes an owner may give a report's share link, in days; a week when none is chosen. Kept free of Node imports: schemas read them. */
export const SHARE_LINK_MIN_DAYS = 1;
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_DEFAULT_DAYS = 7;
