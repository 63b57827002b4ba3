import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetManyParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { ApiRequest } from '../auth/httpClient.ts';
import { billingMethods } from './billing.ts';
import { bugsMethods } from './bugs.ts';
import { dealMethods } from './deals.ts';
import { feedMethods } from './feeds.ts';
import { downloadMethods } from './downloads.ts';
import { integrationMethods } from './integrations.ts';
import { mapPlacesMethods } from './mapPlaces.ts';
import { toFormError } from './formErrors.ts';
import { propertyMethods } from './properties.ts';
import { propertyViewsMethods } from './propertyViews.ts';
import { idsParam, listQuery, parseList, type PagedResponse } from './query.ts';
import { quoteMethods } from './quotes.ts';
import { reportMethods } from './reports.ts';
import { RESOURCES, type ResourceApi } from './resources.ts';
import { searchMethods, type SearchTiming } from './search.ts';
import { teamMethods } from './teams.ts';
import { webhookMethods } from './webhooks.ts';
import { notificationMethods } from './notifications.ts';
import { offMarketMethods } from './offMarket.ts';
import { usageMethods } from './usage.ts';
import { userMethods } from './users.ts';

type Row = { id: Identifier };

/** The API's largest page: getMany asks a list path for at most this many ids at once. */
const MANY_PAGE = 100;

/** Calls beyond react-admin's CRUD: many-to-many links (group members, email recipients) and record actions. */
export interface PortalMethods {
  /** POST {link}add/ or {link}remove/ with {param: ids}; answers the API's summary (e.g. the new member count). */
  changeLinks(
    resource: string,
    params: { id: Identifier; relation: string; change: 'add' | 'remove'; ids: Identifier[] },
  ): Promise<{ data: unknown }>;
  /** POST to a record action (or a collection action without id); a FormData body goes as multipart. */
  act<T = unknown>(resource: string, params: { action: string; id?: Identifier; body?: unknown }): Promise<{ data: T }>;
}
/** Named methods beyond CRUD, one file per domain under src/dataProvider/. */
type DomainMethods = ReturnType<typeof searchMethods> &
  ReturnType<typeof propertyMethods> &
  ReturnType<typeof downloadMethods> &
  ReturnType<typeof userMethods> &
  ReturnType<typeof usageMethods> &
  ReturnType<typeof billingMethods> &
  ReturnType<typeof reportMethods> &
  ReturnType<typeof quoteMethods> &
  ReturnType<typeof bugsMethods> &
  ReturnType<typeof propertyViewsMethods> &
  ReturnType<typeof integrationMethods> &
  ReturnType<typeof mapPlacesMethods> &
  ReturnType<typeof teamMethods> &
  ReturnType<typeof webhookMethods> &
  ReturnType<typeof notificationMethods> &
  ReturnType<typeof dealMethods> &
  ReturnType<typeof offMarketMethods> &
  ReturnType<typeof feedMethods>;
export type PortalDataProvider = DataProvider & PortalMethods & DomainMethods;

function apiFor(resource: string): ResourceApi {
  const api = RESOURCES[resource];
  if (!api) throw new Error(`Unknown resource: ${resource}`);
  return api;
}

function unsupported(resource: string, operation: string): never {
  throw new Error(`${resource} does not support ${operation}`);
}

/** One data provider for every resource, built on the injected http client (so tests can check URLs). */
export function createDataProvider(request: ApiRequest, options: { search?: SearchTiming } = {}): PortalDataProvider {
  const getJson = async <T>(path: string) => (await request(path)).json as T;

  /** Writes whose 400/409 answers carry field errors for the form. */
  async function write(resource: string, path: string, init: RequestInit) {
    try {
      return (await request(path, init)).json;
    } catch (error) {
      throw toFormError(error, RESOURCES[resource]?.conflictField);
    }
  }

  async function fetchOne(resource: string, id: Identifier): Promise<Row> {
    const api = apiFor(resource);
    if (api.one) return getJson<Row>(api.one(id));
    // Resources without a single-item path: find it in the list.
    const { data } = parseList(await getJson<PagedResponse<Row>>(`${api.list}?page=1&page_size=${MANY_PAGE}&id=${encodeURIComponent(id)}`));
    const found = data.find((row) => String(row.id) === String(id));
    if (!found) throw new Error('Not found.');
    return found;
  }

  return {
    ...searchMethods(request, options.search),
    ...mapPlacesMethods(request),
    ...propertyMethods(request),
    ...downloadMethods(request),
    ...userMethods(request),
    ...usageMethods(request),
    ...billingMethods(request),
    ...reportMethods(request),
    ...quoteMethods(request),
    ...bugsMethods(request),
    ...propertyViewsMethods(request),
    ...integrationMethods(request),
    ...teamMethods(request),
    ...webhookMethods(request),
    ...notificationMethods(request),
    ...dealMethods(request),
    ...offMarketMethods(request),
    ...feedMethods(request),
    getList: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      const api = apiFor(resource);
      // meta.own: only the caller's own items, not those their team shares (e.g. automated e-mails take only their own searches).
      if (params.meta?.simplified && api.simplified)
        return parseList(await getJson<R[]>(`${api.simplified}${params.meta.own ? '?own=true' : ''}`));
      const useSearch = Boolean(params.filter?.q && api.search);
      const path = useSearch ? api.search! : api.list;
      return parseList(await getJson<PagedResponse<R>>(`${path}?${listQuery(params, useSearch ? 'keyword' : 'search')}`));
    },
    getOne: async <R extends RaRecord>(resource: string, { id }: GetOneParams<R>) => ({ data: (await fetchOne(resource, id)) as R }),
    getMany: async <R extends RaRecord>(resource: string, { ids }: GetManyParams<R>) => {
      const api = apiFor(resource);
      if (api.one) return { data: (await Promise.all(ids.map((id) => fetchOne(resource, id)))) as R[] };
      // Resources without a single-item path: one list call per MANY_PAGE ids (`id=1,2,3`).
      const chunks: Identifier[][] = [];
      for (let start = 0; start < ids.length; start += MANY_PAGE) chunks.push(ids.slice(start, start + MANY_PAGE));
      const pages = await Promise.all(
        chunks.map(
          async (chunk) =>
            parseList(await getJson<PagedResponse<Row>>(`${api.list}?page=1&page_size=${MANY_PAGE}&${idsParam('id', chunk)}`)).data,
        ),
      );
      return { data: pages.flat() as R[] };
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: Parameters<DataProvider['getManyReference']>[1]) => {
      const reference = apiFor(resource).references?.[params.target];
      if (!reference) unsupported(resource, `getManyReference by ${params.target}`);
      const path = params.filter?.q && reference.search ? reference.search(params.id) : reference.list(params.id);
      return parseList(await getJson<PagedResponse<R>>(`${path}?${listQuery(params, 'keyword')}`));
    },
    create: async <R extends RaRecord>(resource: string, { data }: CreateParams) => {
      const byQuery = apiFor(resource).createByQuery;
      if (byQuery) {
        const query = new URLSearchParams();
        for (const field of byQuery.fields) query.set(field, String((data as Record<string, unknown>)[field] ?? ''));
        return { data: (await write(resource, `${byQuery.path}?${query}`, { method: 'GET' })) as R };
      }
      const path = apiFor(resource).create ?? unsupported(resource, 'create');
      return { data: (await write(resource, path, { method: 'POST', body: JSON.stringify(data) })) as R };
    },
    update: async <R extends RaRecord>(resource: string, { id, data }: UpdateParams) => {
      const update = apiFor(resource).update ?? unsupported(resource, 'update');
      const body: object = update.idInBody ? { ...data, id } : data;
      return { data: (await write(resource, update.path(id), { method: update.method ?? 'PUT', body: JSON.stringify(body) })) as R };
    },
    async updateMany() {
      throw new Error('Bulk updates are not supported.');
    },
    delete: async <R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) => {
      const api = apiFor(resource);
      if (api.remove) await request(api.remove(id), { method: api.removeMethod ?? 'DELETE' });
      else if (api.bulkDelete) await request(`${api.bulkDelete.path}?${idsParam(api.bulkDelete.param, [id])}`, { method: 'DELETE' });
      else unsupported(resource, 'delete');
      // react-admin reads the deleted record back; the API answers 204, so it is the record as it was.
      return { data: previousData ?? ({ id } as R) };
    },
    async deleteMany(resource, { ids }) {
      const api = apiFor(resource);
      if (api.bulkDelete) await request(`${api.bulkDelete.path}?${idsParam(api.bulkDelete.param, ids)}`, { method: 'DELETE' });
      else if (api.remove) await Promise.all(ids.map((id) => request(api.remove!(id), { method: api.removeMethod ?? 'DELETE' })));
      else unsupported(resource, 'deleteMany');
      return { data: ids };
    },
    async changeLinks(resource, { id, relation, change, ids }) {
      const link = apiFor(resource).links?.[relation] ?? unsupported(resource, `links to ${relation}`);
      const body = JSON.stringify({ [link.param]: ids });
      return { data: (await request(`${link.path(id)}${change}/`, { method: 'POST', body })).json };
    },
    async act<T>(resource: string, { action, id, body }: { action: string; id?: Identifier; body?: unknown }) {
      const path = apiFor(resource).actions?.[action] ?? unsupported(resource, action);
      const payload = body instanceof FormData ? body : JSON.stringify(body ?? {});
      return { data: (await write(resource, path(id), { method: 'POST', body: payload })) as T };
    },
  };
}
