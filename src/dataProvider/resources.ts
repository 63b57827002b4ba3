import type { Identifier } from 'react-admin';
import {
  AUTOMATED_EMAILS,
  CONTACTS,
  DEALS,
  DOWNLOADS,
  EMAIL_LOGS,
  GROUPS,
  KEYS,
  LEDGER,
  PROPERTY_LISTS,
  REPORT_HISTORY,
  SAVED_PROPERTIES,
  SAVED_SEARCHES,
} from './resourceNames.ts';

/** A related list for getManyReference: its path for a parent id, and its ?keyword search variant. */
export interface ReferencePaths {
  list: (id: Identifier) => string;
  search?: (id: Identifier) => string;
}

/** How one react-admin resource maps onto the spec's REST paths (spec section 7). */
export interface ResourceApi {
  /** Paged list: GET with ?page&page_size. */
  list: string;
  /** Keyword search used when the list has a `q` filter: GET with ?keyword&page. */
  search?: string;
  one?: (id: Identifier) => string;
  create?: string;
  /** Creation by a GET with the record's fields in the query (GET /keys/generate/?name): the fields to send. */
  createByQuery?: { path: string; fields: string[] };
  /** PUT target; `idInBody` for the spec's collection-level PUTs (PUT /crm/contacts/). */
  update?: { path: (id: Identifier) => string; idInBody?: boolean; method?: 'PUT' | 'POST' | 'PATCH' };
  remove?: (id: Identifier) => string;
  /** The method of `remove` (DELETE unless the spec says otherwise: GET /keys/delete/?key_id). */
  removeMethod?: 'DELETE' | 'GET';
  /** DELETE path?{param}=1,2,3 */
  bulkDelete?: { path: string; param: string };
  /** getManyReference targets: target field → list path for that parent id (switching to `search` for a `q` filter). */
  references?: Record<string, ReferencePaths>;
  /** Many-to-many links: relation → base path; POST {base}add/ and {base}remove/ with {param: ids}. */
  links?: Record<string, { path: (id: Identifier) => string; param: string }>;
  /** POST actions on one record, or on the collection (id undefined). */
  actions?: Record<string, (id?: Identifier) => string>;
  /** The form field a 409 without field errors belongs to (a duplicate). */
  conflictField?: string;
  /** Unpaged `[{id, name}]` list, read by getList with `meta: {simplified: true}` (pickers). */
  simplified?: string;
}

/** A parent's sub-list of records and its keyword search: {base} and {base}search/. */
const linked = (base: (id: Identifier) => string): ReferencePaths => ({ list: base, search: (id) => `${base(id)}search/` });
const groupContacts = (id: Identifier) => `/crm/groups/${id}/contacts/`;
const emailContacts = (id: Identifier) => `/automation/emails/${id}/contacts/`;
const emailGroups = (id: Identifier) => `/automation/emails/${id}/groups/`;
const propertyList = (id: Identifier) => `/properties/lists/${encodeURIComponent(id)}/`;

/** Each resource (resourceNames.ts) onto its REST paths. */
export const RESOURCES: Record<string, ResourceApi> = {
  [CONTACTS]: {
    list: '/crm/contacts/',
    search: '/crm/contacts/search/',
    create: '/crm/contacts/',
    update: { path: () => '/crm/contacts/', idInBody: true },
    bulkDelete: { path: '/crm/contacts/', param: 'contact_ids' },
    references: {
      group: linked(groupContacts),
      not_group: linked((id) => `${groupContacts(id)}notin/`),
      automated_email: linked(emailContacts),
      not_automated_email: linked((id) => `${emailContacts(id)}notin/`),
    },
    actions: { import: () => '/crm/contacts/import/' },
    conflictField: 'email',
  },
  [GROUPS]: {
    list: '/crm/groups/',
    create: '/crm/groups/',
    update: { path: () => '/crm/groups/', idInBody: true },
    bulkDelete: { path: '/crm/groups/', param: 'group_ids' },
    references: {
      automated_email: linked(emailGroups),
      not_automated_email: linked((id) => `${emailGroups(id)}notin/`),
    },
    links: { contacts: { path: groupContacts, param: 'contact_ids' } },
    conflictField: 'name',
  },
  [SAVED_SEARCHES]: {
    list: '/searches/saved/',
    one: (id) => `/searches/saved/${id}`,
    create: '/searches/saved/',
    update: { path: (id) => `/searches/saved/${id}/` },
    remove: (id) => `/searches/saved/${id}`,
    simplified: '/searches/saved/simplified/list/',
  },
  // A list's items (getManyReference target `list`): its owner's saved properties in it, with notes and tags.
  [SAVED_PROPERTIES]: { list: '/properties/saved/', references: { list: { list: (id) => `${propertyList(id)}items/` } } },
  // Saved property lists (issue 27): own and shared with the team (filter own=true: only one's own); renamed, shared and
  // unshared by PATCH; saved properties put in and taken out through changeLinks' `items` (POST …/items/add/, remove/).
  [PROPERTY_LISTS]: {
    list: '/properties/lists/',
    one: propertyList,
    create: '/properties/lists/',
    update: { path: propertyList, method: 'PATCH' },
    remove: propertyList,
    links: { items: { path: (id) => `${propertyList(id)}items/`, param: 'property_ids' } },
  },
  [REPORT_HISTORY]: { list: '/report/', one: (id) => `/report/${id}/` },
  [AUTOMATED_EMAILS]: {
    list: '/automation/emails/',
    create: '/automation/emails/',
    update: { path: () => '/automation/emails/', idInBody: true },
    bulkDelete: { path: '/automation/emails/', param: 'email_ids' },
    links: { groups: { path: emailGroups, param: 'group_ids' }, contacts: { path: emailContacts, param: 'contact_ids' } },
    actions: { status: (id) => `/automation/emails/${id}/status/change/`, send_now: (id) => `/automation/emails/${id}/send-now/` },
  },
  [EMAIL_LOGS]: { list: '/automation/emails/logs/' },
  // The credit ledger (usage dashboard): filters kind, from, to (dates in the user's zone); newest first.
  [LEDGER]: { list: '/dashboard/ledger/' },
  // API keys (issue 18): created and deleted with GETs as spec section 7 names them; no single-key path (getOne reads the list).
  [KEYS]: {
    list: '/keys/',
    createByQuery: { path: '/keys/generate/', fields: ['name'] },
    remove: (id) => `/keys/delete/?key_id=${encodeURIComponent(id)}`,
    removeMethod: 'GET',
  },
  // The deal pipeline (issue 27): filters stage, owner, tag and search (react-admin's q); moves are PATCHes of the stage.
  [DEALS]: {
    list: '/deals/',
    one: (id) => `/deals/${id}/`,
    create: '/deals/',
    update: { path: (id) => `/deals/${id}/`, method: 'PATCH' },
    remove: (id) => `/deals/${id}/`,
    bulkDelete: { path: '/deals/', param: 'deal_ids' },
  },
  [DOWNLOADS]: {
    list: '/searches/properties/downloads/',
    one: (id) => `/searches/properties/downloads/${id}/`,
    update: { path: () => '/searches/properties/downloads/rename/', idInBody: true, method: 'POST' },
  },
};
