import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../../../../src/auth/runtimeConfig.ts';
import {
  DEMO_POLL_MS,
  DemoDataLoadingNotice,
  useDemoDataLoading,
  type DemoDataProgress,
} from '../../../../src/shared/search/DemoDataNotice.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetRuntimeConfig());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** GET /api/config/ answering `demo_data` values in turn (the last one from then on); counts the reads. */
function configAnswers(...answers: (DemoDataProgress | null)[]) {
  const reads = { count: 0 };
  server.use(
    http.get('*/api/config/', () => {
      const demo = answers[Math.min(reads.count, answers.length - 1)];
      reads.count++;
      return HttpResponse.json({ userPoolId: 'pool', clientId: 'client', demo_data: demo });
    }),
  );
  return reads;
}

const Results = ({ onLoaded }: { onLoaded: () => void }) => {
  const loading = useDemoDataLoading(onLoaded);
  return loading ? <DemoDataLoadingNotice progress={loading} /> : <p>Results</p>;
};
const WAIT = { timeout: 3 * DEMO_POLL_MS };

describe('demo data loading notice', () => {
  it('shows the progress instead of results while the demo data loads, then the results, and runs the search again', async () => {
    const reads = configAnswers(
      { status: 'loading', loaded: 0, total: 100_000 },
      { status: 'loading', loaded: 40_000, total: 100_000 },
      { status: 'ready', loaded: 100_000, total: 100_000 },
    );
    const onLoaded = vi.fn();
    render(<Results onLoaded={onLoaded} />);
    expect(await screen.findByText('Demo data is loading (0 of 100,000 listings)…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('searches open as soon as they are all loaded');
    expect(screen.queryByText('Results')).not.toBeInTheDocument();

    expect(await screen.findByText('Demo data is loading (40,000 of 100,000 listings)…', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Demo data loaded' })).toHaveAttribute('aria-valuenow', '40');
    expect(onLoaded).not.toHaveBeenCalled();

    expect(await screen.findByText('Results', {}, WAIT)).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(reads.count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, DEMO_POLL_MS + 500));
    expect(reads.count).toBe(3); // loaded: no more reads
  }, 20_000);

  it('reads nothing more than the configuration the app loads anyway when no demo data is loading', async () => {
    const reads = configAnswers(null);
    const onLoaded = vi.fn();
    render(<Results onLoaded={onLoaded} />);
    expect(await screen.findByText('Results')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, DEMO_POLL_MS + 500));
    expect(reads.count).toBe(1);
    expect(onLoaded).not.toHaveBeenCalled();
  }, 20_000);
});
