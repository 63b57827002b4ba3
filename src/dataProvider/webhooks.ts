import type { ApiRequest } from '../auth/httpClient.ts';
import type {
  Delivery,
  DeliveryDetail,
  DeliveryStatus,
  Endpoint,
  EndpointCreate,
  NewEndpoint,
  WebhookEventType,
} from '../../server/webhooks/schemas.ts';
import type { PagedResponse } from './query.ts';

export type {
  Delivery as WebhookDelivery,
  DeliveryDetail as WebhookDeliveryDetail,
  DeliveryStatus as WebhookDeliveryStatus,
  Endpoint as WebhookEndpoint,
  EndpointCreate as WebhookEndpointCreate,
  NewEndpoint as NewWebhookEndpoint,
  WebhookEventType,
};

/** The delivery log's filter: one endpoint, one status (unset: all). */
export interface DeliveryFilter {
  endpoint?: number;
  status?: DeliveryStatus;
}

export const webhookPaths = {
  endpoints: '/webhooks/endpoints/',
  endpoint: (id: number) => `/webhooks/endpoints/${id}/`,
  test: (id: number) => `/webhooks/endpoints/${id}/test/`,
  deliveries: (filter: DeliveryFilter, page: number, pageSize: number) => {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    if (filter.endpoint !== undefined) params.set('endpoint', String(filter.endpoint));
    if (filter.status) params.set('status', filter.status);
    return `/webhooks/deliveries/?${params}`;
  },
  replay: (id: number) => `/webhooks/deliveries/${id}/replay/`,
};

/** Outbound webhooks (server/routes/webhooks): endpoints, test events, the delivery log and replays. */
export function webhookMethods(request: ApiRequest) {
  const json = async <T>(path: string, init?: RequestInit) => (await request(path, init)).json as T;
  return {
    webhookEndpoints: () => json<PagedResponse<Endpoint>>(`${webhookPaths.endpoints}?page_size=100`),
    /** Answers the endpoint with its signing secret, shown this once. */
    createWebhookEndpoint: (body: EndpointCreate) =>
      json<NewEndpoint>(webhookPaths.endpoints, { method: 'POST', body: JSON.stringify(body) }),
    deleteWebhookEndpoint: async (id: number) => {
      await request(webhookPaths.endpoint(id), { method: 'DELETE' });
    },
    sendWebhookTest: (id: number) => json<DeliveryDetail>(webhookPaths.test(id), { method: 'POST' }),
    webhookDeliveries: (filter: DeliveryFilter, page: number, pageSize: number) =>
      json<PagedResponse<Delivery>>(webhookPaths.deliveries(filter, page, pageSize)),
    replayWebhookDelivery: (id: number) => json<DeliveryDetail>(webhookPaths.replay(id), { method: 'POST' }),
  };
}
