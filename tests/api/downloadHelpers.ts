import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { bearer, type TestUser } from './helpers.ts';
import type { Harness } from './searchHelpers.ts';

export const tempStorage = () => fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-files-'));
export const AUSTIN = 'location=' + encodeURIComponent('Austin, TX');

/** Starts a download and answers its record (with download_url). */
export async function startDownload(h: Harness, user: TestUser, query: string) {
  const response = await h.app.inject({ method: 'GET', url: `/api/searches/properties/download?${query}`, headers: bearer(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    download_url: string;
    file_type: string;
    row_count: number;
    status: string;
    name: string;
    file_name: string;
  };
}

/** Opens a download_url as a browser would: no Authorization header, only the signed link. */
export async function fetchLink(h: Harness, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return h.app.inject({ method: 'GET', url: url.pathname + url.search, headers });
}

/** The same search's rows through the search API (the reference every file is compared with). */
export async function searchRows(h: Harness, user: TestUser, query: string, path = '/api/searches/properties/') {
  const response = await h.app.inject({ method: 'GET', url: `${path}?${query}&page_size=100`, headers: bearer(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as Record<string, unknown>[];
}
