import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PropertyPage from '../../../../src/custom/properties/PropertyPage.tsx';
import type { OwnerRecord } from '../../../../server/listings/records/schemas.ts';
import { OWNER_RECORD as OWNER, propertyDetail } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };

const show = (owner: OwnerRecord | null) => {
  server.use(
    http.get(api('/properties/7/'), () => HttpResponse.json({ ...propertyDetail(7), owner_record: owner })),
    http.get(api('/properties/7/history/'), () => HttpResponse.json({ events: [] })),
    http.post(api('/properties/viewed/'), () => new HttpResponse(null, { status: 204 })),
  );
  renderPage(<PropertyPage />, '/products/properties/7', '/products/properties/:id');
};

describe('property page: owner and equity', { timeout: 30_000 }, () => {
  it('shows the owners, mailing address, equity and distress of the record, labelled demo owner data', async () => {
    show(OWNER);
    const section = await screen.findByRole('region', { name: 'Owner and equity' }, WAIT);
    const facts = within(section);
    expect(facts.getByText('Demo owner data')).toBeInTheDocument();
    const value = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(value('Owner')).toBe('Maria Garcia; Tom Garcia');
    expect(value('Owner mailing address')).toBe('PO Box 12, Dallas, TX 75201');
    expect(value('Occupancy')).toBe('Absentee owner');
    expect(value('Est. open mortgage balance')).toBe('$186,109');
    expect(value('Est. equity')).toBe('$233,891 (55.7% of market value)');
    expect(value('LTV')).toBe('44.3%');
    expect(value('Property tax')).toBe('$6,069 — delinquent');
    expect(value('Pre-foreclosure')).toMatch(/^Notice of default, recorded Oct 1, 2026$/);
    expect(value('Distress')).toBe('Pre-foreclosure, Tax default');
  });

  it('says so when the address has no property record', async () => {
    show(null);
    const section = await screen.findByRole('region', { name: 'Owner and equity' }, WAIT);
    expect(within(section).getByText('No property record (owners, loans, tax) for this address.')).toBeInTheDocument();
  });
});
