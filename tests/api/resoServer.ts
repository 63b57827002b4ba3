import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A RESO Web API as an MLS serves it, small enough to read: an OAuth2 client-credentials token endpoint (POST /token) and
 * one OData resource (GET /odata/Property) that understands what a replication asks for: `$filter=ModificationTimestamp
 * ge <timestamp>`, `$orderby=ModificationTimestamp,ListingKey`, `$top`, `$skip` (its `@odata.nextLink`s page by `$skip`)
 * and `$expand=Media`. Tests change its records between syncs, throttle it (429 with Retry-After), and revoke its tokens
 * (an expired token answers 401).
 */
export const CLIENT_ID = 'propscout-test';
export const CLIENT_SECRET = 'feed-secret-123';

export type ResoRecord = Record<string, unknown>;

export interface ResoServer {
  url: string;
  /** The records served, by ListingKey (a test edits them between syncs). */
  records: Map<string, ResoRecord>;
  /** Every resource request: path and query as received, and the answer's status (replication pages and key listings). */
  requests: { url: string; status: number }[];
  tokensIssued: number;
  /** The next `count` resource requests answer 429 with this Retry-After. */
  throttleNext(count: number, retryAfter: string): void;
  /** Every token issued so far stops working (answers 401), as when it expires early. */
  revokeTokens(): void;
  /** Set: the @odata.nextLinks point at this origin instead of the server's own (a misbehaving or hijacked feed). */
  nextLinkOrigin: string | null;
  put(...records: ResoRecord[]): void;
  close(): Promise<void>;
}

export async function startResoServer(): Promise<ResoServer> {
  const records = new Map<string, ResoRecord>();
  const requests: ResoServer['requests'] = [];
  const valid = new Set<string>();
  let throttle = { count: 0, retryAfter: '1' };
  let issued = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== CLIENT_ID ||
          form.get('client_secret') !== CLIENT_SECRET
        )
          return send(401, { error: 'invalid_client' });
        issued++;
        const token = `token-${issued}`;
        valid.add(token);
        send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/odata/Property') return send(404, { error: { code: '404', message: 'Not found' } });
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      requests.push({ url: `${url.pathname}${url.search}`, status });
      send(status, body, headers);
    };
    const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!token || !valid.has(token)) return answer(401, { error: { code: '401', message: 'Token expired' } });
    if (throttle.count > 0) {
      throttle.count--;
      return answer(429, { error: { code: '429', message: 'Too many requests' } }, { 'retry-after': throttle.retryAfter });
    }
    const filter = url.searchParams.get('$filter');
    let since: number | null = null;
    if (filter) {
      const match = filter.match(/^ModificationTimestamp ge (\S+)$/);
      if (!match) return answer(400, { error: { code: '400', message: `Unsupported $filter ${filter}` } });
      since = Date.parse(match[1]!);
    }
    const select = url.searchParams.get('$select');
    if (select !== null && select !== 'ListingKey')
      return answer(400, { error: { code: '400', message: `Unsupported $select ${select}` } });
    const orderBy = select ? 'ListingKey' : 'ModificationTimestamp,ListingKey';
    if (url.searchParams.get('$orderby') !== orderBy)
      return answer(400, { error: { code: '400', message: `This query needs $orderby=${orderBy}` } });
    const top = Number(url.searchParams.get('$top') ?? 100);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const expand = url.searchParams.get('$expand') === 'Media';
    const matching = [...records.values()]
      .filter((r) => since === null || Date.parse(String(r.ModificationTimestamp)) >= since)
      .sort(
        (a, b) =>
          (select ? 0 : String(a.ModificationTimestamp).localeCompare(String(b.ModificationTimestamp))) ||
          String(a.ListingKey).localeCompare(String(b.ListingKey)),
      );
    const value = matching.slice(skip, skip + top).map((r) => {
      if (select) return { ListingKey: r.ListingKey };
      if (expand) return r;
      const { Media: _media, ...rest } = r;
      return rest;
    });
    const next = new URL(`${api.nextLinkOrigin ?? `http://${req.headers.host}`}${url.pathname}${url.search}`);
    next.searchParams.set('$skip', String(skip + top));
    answer(200, {
      '@odata.context': `http://${req.headers.host}/odata/$metadata#Property`,
      value,
      ...(skip + top < matching.length ? { '@odata.nextLink': next.toString() } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: ResoServer = {
    url: `http://127.0.0.1:${port}`,
    nextLinkOrigin: null,
    records,
    requests,
    get tokensIssued() {
      return issued;
    },
    throttleNext(count, retryAfter) {
      throttle = { count, retryAfter };
    },
    revokeTokens() {
      valid.clear();
    },
    put(...list) {
      for (const record of list) records.set(String(record.ListingKey), record);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}

/** Hours after 2026-01-01T00:00:00Z, as a ModificationTimestamp. */
export const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000).toISOString();

/**
 * A Property record with RESO Data Dictionary field names: a house in Springfield, IL, `n` setting its key, address and
 * price; `modified` its ModificationTimestamp (hours after 2026-01-01).
 */
export function property(n: number, modified: number, overrides: ResoRecord = {}): ResoRecord {
  return {
    ListingKey: `P${n}`,
    ListingId: `MLS-${1000 + n}`,
    StandardStatus: 'Active',
    ListPrice: 200000 + n * 10000,
    OriginalListPrice: 200000 + n * 10000,
    ModificationTimestamp: at(modified),
    UnparsedAddress: `${100 + n} Feed Street`,
    City: 'Springfield',
    StateOrProvince: 'IL',
    PostalCode: '62701',
    CountyOrParish: 'Sangamon',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1500 + n * 10,
    LotSizeSquareFeet: 6000,
    YearBuilt: 1990,
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    Latitude: 39.8 + n / 1000,
    Longitude: -89.64,
    OnMarketDate: '2026-01-01',
    ListingContractDate: '2026-01-01',
    PublicRemarks: 'Brick ranch near the park.',
    SpecialListingConditions: ['Standard'],
    ...overrides,
  };
}
