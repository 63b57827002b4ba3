import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../../src/auth/httpClient.ts';
import { DownloadButton } from '../../../../src/shared/downloads/DownloadButton.tsx';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import { formatBytes, nameError, statusLabel } from '../../../../src/resources/downloads/format.ts';

const HISTORY = 'products/usage/download-history';

function recorder(body: unknown) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { status: 200, headers: new Headers(), json: body };
  });
  return { calls, request };
}

describe('download-history resource through the data provider', () => {
  it('lists with ?page, reads one download (fresh link) and renames with POST {id, name}', async () => {
    const { calls, request } = recorder({ id: 7, name: 'Flips' });
    const provider = createDataProvider(request);
    await provider.getList(HISTORY, { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await provider.getOne(HISTORY, { id: 7 });
    await provider.update(HISTORY, { id: 7, data: { name: 'Flips' }, previousData: { id: 7 } });
    expect(calls).toEqual([
      { path: '/searches/properties/downloads/?page=2&page_size=25', method: 'GET', body: undefined },
      { path: '/searches/properties/downloads/7/', method: 'GET', body: undefined },
      { path: '/searches/properties/downloads/rename/', method: 'POST', body: { name: 'Flips', id: 7 } },
    ]);
  });

  it('says each status in words, with the rows written so far while building', () => {
    expect(statusLabel({ status: 'building', rows_written: 1200, row_count: 45000 })).toBe('Building: 1,200 of 45,000 rows');
    expect(statusLabel({ status: 'ready', rows_written: 45000, row_count: 45000 })).toBe('Ready');
    expect(statusLabel({ status: 'failed', rows_written: 0, row_count: 45000 })).toBe('Failed');
  });

  it('checks names as the API does and formats sizes', () => {
    expect(nameError('  ')).toBeDefined();
    expect(nameError('x'.repeat(101))).toBeDefined();
    expect(nameError(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect([formatBytes(512), formatBytes(1536), formatBytes(5 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '5.0 MB']);
  });
});

describe('DownloadButton', { timeout: 30_000 }, () => {
  it('downloads Excel by default, offers PDF, CSV and JSON, and shows progress while the file is built', async () => {
    let finish: () => void = () => {};
    const calls: string[] = [];
    const request: ApiRequest = vi.fn(async (path: string) => {
      if (path.startsWith('/credits/quote/?'))
        return {
          status: 200,
          headers: new Headers(),
          json: {
            action: 'download',
            label: 'Download',
            cost: 4,
            balance: 10,
            balance_after: 6,
            affordable: true,
            free_reason: null,
            free_until: null,
          },
        };
      calls.push(path);
      if (path.startsWith('/searches/properties/download?'))
        return { status: 200, headers: new Headers(), json: { id: 1, status: 'building', row_count: 4000, rows_written: 1000 } };
      await new Promise<void>((resolve) => (finish = resolve));
      return {
        status: 200,
        headers: new Headers(),
        json: { id: 1, status: 'ready', row_count: 4000, rows_written: 4000, file_name: 'a.xlsx', download_url: 'http://x/f' },
      };
    });
    const save = vi.fn();
    render(
      <AdminContext dataProvider={createDataProvider(request)}>
        <DownloadButton query={{ location: 'Austin, TX' }} deps={{ save, sleep: async () => {} }} />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: /download excel/i }));
    // The price first (docs/usage.md): the download starts once it is confirmed.
    await userEvent.click(await screen.findByRole('button', { name: 'Download (4 credits)' }));
    expect(await screen.findByText('Building your file… 1,000 of 4,000 rows')).toBeInTheDocument();
    expect(calls[0]).toBe('/searches/properties/download?location=Austin%2C+TX&file_type=excel');
    finish();
    await waitFor(() => expect(save).toHaveBeenCalledWith('http://x/f', 'a.xlsx'));
    // The price dialog has finished closing (until then it hides the page from assistive technology).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Choose download format' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Excel (.xlsx)', 'PDF', 'CSV', 'JSON']);
  });
});
