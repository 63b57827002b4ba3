import type { Identifier } from 'react-admin';

/** How one react-admin resource maps onto the spec's REST paths (spec section 7). */
export interface ResourceApi {
  /** Paged list: GET with ?page&page_size. */
  list: string;
  /** Keyword search used when the list has a `q` filter: GET with ?keyword&page. */
  search?: string;
  one?: (id: Identifier) => string;
  create?: string;
  /** PUT target; `idInBody` for the spec's collection-level PUTs (PUT /crm/contacts/). */
  update?: { path: (id: Identifier) => string; idInBody?: boolean; method?: 'PUT' | 'POST' };
  remove?: (id: Identifier) => string;
  /** DELETE path?{param}=1,2,3 */
  bulkDelete?: { path: string; param: string };
  /** getManyReference targets: target field → list path for that parent id. */
  references?: Record<string, (id: Identifier) => string>;
  /** Unpaged `[{id, name}]` list, read by getList with `meta: {simplified: true}` (pickers). */
  simplified?: string;
}

/** Resource names are the spec's routes, so list, create and edit screens live at the spec's addresses. */
export const RESOURCES: Record<string, ResourceApi> = {
  'products/lists/clients-groups': {
    list: '/crm/contacts/',
    search: '/crm/contacts/search/',
    create: '/crm/contacts/',
    update: { path: () => '/crm/contacts/', idInBody: true },
    bulkDelete: { path: '/crm/contacts/', param: 'contact_ids' },
  },
  'products/lists/groups': {
    list: '/crm/groups/',
    create: '/crm/groups/',
    update: { path: () => '/crm/groups/', idInBody: true },
    bulkDelete: { path: '/crm/groups/', param: 'group_ids' },
  },
  'products/lists/saved-searches': {
    list: '/searches/saved/',
    one: (id) => `/searches/saved/${id}`,
    create: '/searches/saved/',
    update: { path: (id) => `/searches/saved/${id}/` },
    remove: (id) => `/searches/saved/${id}`,
    simplified: '/searches/saved/simplified/list/',
  },
  'products/saved-properties': { list: '/properties/saved/' },
  'products/lists/automated-emails': {
    list: '/automation/emails/',
    create: '/automation/emails/',
    update: { path: () => '/automation/emails/', idInBody: true },
    bulkDelete: { path: '/automation/emails/', param: 'email_ids' },
  },
  'products/lists/automated-emails/logs': { list: '/automation/emails/logs/' },
  'products/usage/download-history': {
    list: '/searches/properties/downloads/',
    one: (id) => `/searches/properties/downloads/${id}/`,
    update: { path: () => '/searches/properties/downloads/rename/', idInBody: true, method: 'POST' },
  },
};
