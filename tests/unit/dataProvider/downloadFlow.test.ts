import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError } from '../../../src/auth/httpClient.ts';
import { POLL_MS, runDownload, STALL_MS, STALLED_MESSAGE, type DownloadDeps } from '../../../src/dataProvider/downloadFlow.ts';
import { downloadParams, minimalParams } from '../../../src/dataProvider/downloadParams.ts';
import { tokenExpiringIn } from '../jwt.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const API = `${ORIGIN}/api`;
const token = tokenExpiringIn(60 * 60 * 1000);
const request = createHttpClient({
  fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init),
  getIdToken: () => token,
  refreshSession: async () => {},
  onNotAuthorized: () => {},
  onRefreshFailed: () => {},
  clearIdToken: () => {},
});

const record = (over: object = {}) => ({
  id: 7,
  name: 'Austin, TX properties',
  file_name: 'Austin, TX properties.xlsx',
  status: 'ready',
  row_count: 3,
  rows_written: 3,
  error: null,
  download_url: `${API}/searches/properties/downloads/7/file/?expires=1&signature=s`,
  ...over,
});

function deps(over: Partial<DownloadDeps> = {}) {
  const onProgress = vi.fn<NonNullable<DownloadDeps['onProgress']>>();
  const fetchFile = vi.fn(async (_path: string) => new Blob(['file']));
  return { request, fetchFile, save: vi.fn(), sleep: async () => {}, now: () => new Date('2026-03-01T12:00:00Z'), ...over, onProgress };
}

/** Records the query of each download call and answers them in turn. */
function downloadCalls(answers: (() => Response)[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/searches/properties/download`, ({ request: r }) => {
      seen.push(new URL(r.url).searchParams);
      return answers[Math.min(seen.length - 1, answers.length - 1)]!();
    }),
  );
  return seen;
}
const invalidLocation = () =>
  HttpResponse.json({ detail: 'Invalid location format: "x" is not a city, ZIP code, county or state.' }, { status: 400 });

describe('download parameters', () => {
  it('sends the filters as the search does, lists of locations as JSON, and the format (excel by default)', () => {
    const params = downloadParams(
      { location: [{ name: 'Austin, TX' }], status: 'for_sale', dom: '30', page: 2, price_max: '' },
      'excel',
      false,
    );
    expect(Object.fromEntries(params)).toEqual({ location: '[{"name":"Austin, TX"}]', status: 'for_sale', dom: '30', file_type: 'excel' });
    expect(Object.fromEntries(downloadParams({ location: 'TX' }, 'csv', true, 'export_format'))).toEqual({
      location: 'TX',
      is_auction: 'true',
      export_format: 'csv',
    });
  });

  it('keeps only the plain location, the auction flag and the format as minimal parameters', () => {
    expect(
      Object.fromEntries(minimalParams({ location: [{ text: ' Dallas, TX ' }, { name: 'Austin, TX' }], beds_min: '3' }, 'pdf', true)),
    ).toEqual({
      location: 'Dallas, TX',
      is_auction: 'true',
      file_type: 'pdf',
    });
  });
});

describe('runDownload', () => {
  it('starts the download, follows the build with progress, then saves the signed link under the file name', async () => {
    downloadCalls([() => HttpResponse.json(record({ status: 'building', rows_written: 0 }))]);
    let polls = 0;
    server.use(
      http.get(`${API}/searches/properties/downloads/7/`, () =>
        HttpResponse.json(++polls < 2 ? record({ status: 'building', rows_written: 2 }) : record()),
      ),
    );
    const d = deps();
    const outcome = await runDownload({ location: 'Austin, TX' }, 'excel', false, d);
    expect(d.onProgress.mock.calls.map(([p]) => p.written)).toEqual([0, 2, 3]);
    expect(d.save).toHaveBeenCalledWith(record().download_url, 'Austin, TX properties.xlsx');
    expect(outcome).toMatchObject({ retriedWithMinimalParams: false, usedAuctionExport: false });
  });

  it("retries once with minimal parameters after 'Invalid location format'", async () => {
    const seen = downloadCalls([invalidLocation, () => HttpResponse.json(record())]);
    const outcome = await runDownload({ location: [{ name: 'Austin, TX', id: 4 }], beds_min: '3' }, 'csv', false, deps());
    expect(seen.map((p) => Object.fromEntries(p))).toEqual([
      { location: '[{"name":"Austin, TX","id":4}]', beds_min: '3', file_type: 'csv' },
      { location: 'Austin, TX', file_type: 'csv' },
    ]);
    expect(outcome.retriedWithMinimalParams).toBe(true);
  });

  it('retries with the first place when the search form sent several places as JSON text', async () => {
    const seen = downloadCalls([invalidLocation, () => HttpResponse.json(record())]);
    const location = '[{"name":"Austin, TX"},{"name":"78704"}]';
    await runDownload({ location, beds_min: '3' }, 'excel', false, deps());
    expect(seen.map((p) => Object.fromEntries(p))).toEqual([
      { location, beds_min: '3', file_type: 'excel' },
      { location: 'Austin, TX', file_type: 'excel' },
    ]);
  });

  it('retries only once: a second refusal is the answer', async () => {
    const seen = downloadCalls([invalidLocation]);
    await expect(runDownload({ location: 'x' }, 'json', false, deps())).rejects.toThrow(/Invalid location format/);
    expect(seen).toHaveLength(2);
  });

  it('falls back to the direct auction export and saves auction_properties_{date}.{ext}', async () => {
    downloadCalls([() => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })]);
    const d = deps();
    const outcome = await runDownload({ location: 'Austin, TX' }, 'excel', true, d);
    expect(d.fetchFile).toHaveBeenCalledWith('/properties/auction/export?location=Austin%2C+TX&is_auction=true&export_format=excel');
    expect(d.save).toHaveBeenCalledWith(expect.any(Blob), 'auction_properties_2026-03-01.xlsx');
    expect(outcome).toMatchObject({ usedAuctionExport: true, fileName: 'auction_properties_2026-03-01.xlsx' });
  });

  it('applies the location retry to the auction export too', async () => {
    downloadCalls([() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })]);
    const fetchFile = vi.fn(async (path: string) => {
      if (path.includes('%5B')) throw new HttpError(400, null, 'Invalid location format: bad list');
      return new Blob(['ok']);
    });
    const outcome = await runDownload({ location: [{ name: 'Miami, FL' }] }, 'pdf', true, deps({ fetchFile }));
    expect(fetchFile).toHaveBeenLastCalledWith('/properties/auction/export?location=Miami%2C+FL&is_auction=true&export_format=pdf');
    expect(outcome).toMatchObject({
      usedAuctionExport: true,
      retriedWithMinimalParams: true,
      fileName: 'auction_properties_2026-03-01.pdf',
    });
  });

  it('does not fall back on credit or row-limit answers, nor for standard searches', async () => {
    downloadCalls([() => HttpResponse.json({ error: 'You have run out of search credits.' }, { status: 402 })]);
    const d = deps();
    await expect(runDownload({ location: 'Austin, TX' }, 'excel', true, d)).rejects.toThrow(/credits/);
    downloadCalls([() => HttpResponse.json({ detail: 'boom' }, { status: 500 })]);
    await expect(runDownload({ location: 'Austin, TX' }, 'excel', false, d)).rejects.toThrow();
    expect(d.fetchFile).not.toHaveBeenCalled();
  });

  it('reports a failed build', async () => {
    downloadCalls([() => HttpResponse.json(record({ status: 'failed', download_url: null, error: 'The file could not be built.' }))]);
    await expect(runDownload({ location: 'Austin, TX' }, 'pdf', false, deps())).rejects.toThrow('The file could not be built.');
  });

  /** A clock that moves only when the flow sleeps, so a test can poll through minutes at once. */
  function pollingClock() {
    let t = Date.parse('2026-03-01T12:00:00Z');
    return { now: () => new Date(t), sleep: async (ms: number) => void (t += ms) };
  }

  it('gives up with a clear error when rows_written has not moved for the stall limit', async () => {
    downloadCalls([() => HttpResponse.json(record({ status: 'building', rows_written: 1 }))]);
    let polls = 0;
    server.use(
      http.get(
        `${API}/searches/properties/downloads/7/`,
        () => (++polls, HttpResponse.json(record({ status: 'building', rows_written: 1 }))),
      ),
    );
    await expect(runDownload({ location: 'Austin, TX' }, 'excel', false, deps({ ...pollingClock(), stallMs: 5_000 }))).rejects.toThrow(
      STALLED_MESSAGE,
    );
    expect(polls).toBe(5_000 / POLL_MS);
  });

  it('keeps following a slow build while rows_written moves, and stops at 60 s by default', async () => {
    downloadCalls([() => HttpResponse.json(record({ status: 'building', rows_written: 0 }))]);
    let polls = 0;
    // One more row every 50 s (100 polls): slow, but never still for 60 s; then ready.
    server.use(
      http.get(`${API}/searches/properties/downloads/7/`, () => {
        polls += 1;
        return HttpResponse.json(polls < 250 ? record({ status: 'building', rows_written: Math.floor(polls / 100) }) : record());
      }),
    );
    const d = deps(pollingClock());
    await expect(runDownload({ location: 'Austin, TX' }, 'excel', false, d)).resolves.toMatchObject({
      fileName: 'Austin, TX properties.xlsx',
    });

    downloadCalls([() => HttpResponse.json(record({ status: 'building', rows_written: 2 }))]);
    polls = 0;
    server.use(
      http.get(
        `${API}/searches/properties/downloads/7/`,
        () => (++polls, HttpResponse.json(record({ status: 'building', rows_written: 2 }))),
      ),
    );
    await expect(runDownload({ location: 'Austin, TX' }, 'excel', false, deps(pollingClock()))).rejects.toThrow(STALLED_MESSAGE);
    expect(polls).toBe(STALL_MS / POLL_MS);
  });
});
