/**
 * The react-admin resources. Each is named after its screen's address in spec section 2, so react-admin's list, create
 * and edit screens live at the spec's routes (`/${CONTACTS}/create`); resources.ts maps each onto its API paths.
 */
export const SAVED_SEARCHES = 'products/lists/saved-searches';
export const SAVED_PROPERTIES = 'products/saved-properties';
export const CONTACTS = 'products/lists/clients-groups';
export const GROUPS = 'products/lists/groups';
export const AUTOMATED_EMAILS = 'products/lists/automated-emails';
export const EMAIL_LOGS = 'products/lists/automated-emails/logs';
export const REPORT_HISTORY = 'products/full-property-report/history';
export const DOWNLOADS = 'products/usage/download-history';
export const KEYS = 'products/integrations/keys';
/** The deal pipeline (issue 27): list and board of deals, each with its tasks, notes and the property's analysis. */
export const DEALS = 'products/deals';
/**
 * Saved property lists (issue 27): a user's saved properties grouped in lists, private or shared with the team. No screen of
 * its own: the saved properties screen picks one; its items are SAVED_PROPERTIES' `list` reference.
 */
export const PROPERTY_LISTS = 'property-lists';
/** The credit ledger: a list the usage dashboard reads, without a screen of its own. */
export const LEDGER = 'ledger';
