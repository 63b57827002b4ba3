import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadButton } from '../../../../src/shared/downloads/DownloadButton.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const quote = (over: object = {}) => ({
  action: 'download',
  label: 'Download: Austin, TX properties 2026-03-10 (Excel, 6 rows)',
  cost: 1,
  balance: 10,
  balance_after: 9,
  affordable: true,
  free_reason: null,
  free_until: null,
  ...over,
});

/** Records the quotes asked and the downloads started; a started download is ready at once. */
function serve(answer: object | ((fileType: string) => object | Response)) {
  const quoted: URLSearchParams[] = [];
  const started: URLSearchParams[] = [];
  server.use(
    http.get(api('/credits/quote/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      quoted.push(params);
      const body = typeof answer === 'function' ? answer(params.get('file_type')!) : answer;
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
    http.get(api('/searches/properties/download'), ({ request }) => {
      started.push(new URL(request.url).searchParams);
      return HttpResponse.json({ id: 1, status: 'ready', row_count: 6, rows_written: 6, file_name: 'a.xlsx', download_url: 'http://x/f' });
    }),
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 9, cost_per_search: 1, cost_per_results_page: 1 })),
  );
  return { quoted, started };
}

const renderButton = (save = vi.fn()) => {
  renderPage(<DownloadButton query={{ location: 'Austin, TX' }} deps={{ save, sleep: async () => {} }} />, '/');
  return save;
};

describe('a download asks first, with its price', { timeout: 30_000 }, () => {
  it('shows the cost and the balance after it, then downloads on confirm', async () => {
    const calls = serve(quote());
    const save = renderButton();
    await userEvent.click(screen.getByRole('button', { name: /download excel/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Excel?' });
    expect(await within(dialog).findByText('This download costs 1 credit. Balance after: 9 credits.')).toBeInTheDocument();
    expect(within(dialog).getByText('Download: Austin, TX properties 2026-03-10 (Excel, 6 rows)')).toBeInTheDocument();
    // The quote prices exactly what the download will send.
    expect(Object.fromEntries(calls.quoted[0]!)).toEqual({ location: 'Austin, TX', file_type: 'excel', action: 'download' });
    expect(calls.started).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download (1 credit)' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('http://x/f', 'a.xlsx'));
    expect(calls.started.map((p) => p.get('file_type'))).toEqual(['excel']);
  });

  it('cancel spends nothing: no download is started', async () => {
    const calls = serve(quote({ cost: 2, balance_after: 8 }));
    const save = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Choose download format' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download PDF?' });
    expect(await within(dialog).findByText('This download costs 2 credits. Balance after: 8 credits.')).toBeInTheDocument();
    expect(calls.quoted[0]!.get('file_type')).toBe('pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.started).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('says when the same file is free again, and why', async () => {
    serve(
      quote({
        cost: 0,
        balance_after: 10,
        free_reason: 'You downloaded these rows as Excel within the last 24 hours, so this file costs nothing.',
        free_until: '2026-03-11T12:00:00.000Z',
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /download excel/i }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        /^Free: You downloaded these rows as Excel within the last 24 hours, so this file costs nothing\. \(until /,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download (free)' })).toBeEnabled();
  });

  it('does not offer to confirm what the balance cannot pay, nor what the server refuses (its reason shown)', async () => {
    const calls = serve((fileType) =>
      fileType === 'excel'
        ? quote({ cost: 3, balance: 1, balance_after: 1, affordable: false })
        : HttpResponse.json(
            { detail: 'This search matches 6,000 properties; your plan allows up to 5,000 rows per download.' },
            { status: 400 },
          ),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /download excel/i }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your balance is 1 credit, which does not cover this download.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download (3 credits)' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Choose download format' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    dialog = await screen.findByRole('dialog', { name: 'Download CSV?' });
    expect(await within(dialog).findByText(/your plan allows up to 5,000 rows per download/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Download/ })).toBeDisabled();
    expect(calls.started).toEqual([]);
  });
});
