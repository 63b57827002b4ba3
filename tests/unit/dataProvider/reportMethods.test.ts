import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';

/** The report calls' URLs and methods, through an injected http client. */
describe('report data provider methods', () => {
  it('calls the spec paths', async () => {
    const calls: [string, string | undefined, unknown][] = [];
    const request: ApiRequest = async (path, init) => {
      calls.push([path, init?.method, init?.body ?? init?.as]);
      return { status: 200, headers: new Headers(), json: { results: [] } };
    };
    const dp = createDataProvider(request);
    await dp.createReport({ address: '12 Oak St' });
    await dp.getReport(5);
    await dp.updateReportAssumptions(5, { down_payment_pct: 10 });
    await dp.reportPdf(5);
    await dp.reportPdf('demo');
    await dp.reportPdf({ token: '5.abc' });
    await dp.shareReport(5);
    await dp.getSharedReport('5.abc');
    await dp.getDemoReport();
    await dp.reportCost();
    await dp.reportSuggestions('12 oak');
    await dp.getList('products/full-property-report/history', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'oak' },
    });
    expect(calls).toEqual([
      ['/report/', 'POST', JSON.stringify({ address: '12 Oak St' })],
      ['/report/5/', undefined, undefined],
      ['/report/5/assumptions/', 'PUT', JSON.stringify({ down_payment_pct: 10 })],
      ['/report/5/pdf', undefined, 'blob'],
      ['/report/demo/pdf', undefined, 'blob'],
      ['/report/shared/5.abc/pdf', undefined, 'blob'],
      ['/report/5/share/', undefined, undefined],
      ['/report/shared/5.abc/', undefined, undefined],
      ['/report/demo/', undefined, undefined],
      ['/report/cost/', undefined, undefined],
      ['/report/suggestions/?q=12%20oak&limit=8', undefined, undefined],
      ['/report/?page=2&page_size=25&search=oak', undefined, undefined],
    ]);
  });
});
