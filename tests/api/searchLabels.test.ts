import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSummary } from '../../server/downloads/criteria.ts';
import { readSearchQuery } from '../../server/listings/search/filter/readQuery.ts';
import { searchEntry } from '../../server/listings/search/searchCharge.ts';
import { searchFiltersOf } from '../../server/listings/search/searchQuery.ts';
import { renderEmail } from '../../server/mail/templates/renderEmail.ts';
import { storedSearch } from '../../server/savedSearches/savedSearchQuery.ts';
import { listingsNewSince } from '../../server/savedSearches/savedSearchRuns.ts';
import {
  CONDITION_OPTIONS,
  LISTING_KIND_OPTIONS,
  POTENTIAL_OPTIONS,
  STATUS_OPTIONS,
  SUBTYPE_OPTIONS,
  type Option,
} from '../../src/shared/search/filterOptions.ts';
import { querySummary } from '../../src/resources/saved-searches/querySummary.ts';
import { AUSTIN, fetchLink, startDownload } from './downloadHelpers.ts';
import { bearer } from './helpers.ts';
import { readPdf } from './pdfReader.ts';
import { getJson, searchHarness, setCredits } from './searchHelpers.ts';

/**
 * Every label the client's filter shows for a choice is the word the server writes for it: in the ledger's search
 * description, at the head of a download's criteria, in an automated e-mail of a saved search, and in the saved search's
 * summary on the client. One query per choice; the part naming the choice reads the same everywhere.
 */
const FILTERS: { field: string; options: Option[]; part: (label: string) => string }[] = [
  { field: 'status', options: STATUS_OPTIONS, part: (label) => label },
  { field: 'investment_potential', options: POTENTIAL_OPTIONS, part: (label) => `${label} potential` },
  { field: 'condition', options: CONDITION_OPTIONS, part: (label) => `${label} condition` },
  { field: 'property_subtype', options: SUBTYPE_OPTIONS, part: (label) => label },
  { field: 'property_type', options: LISTING_KIND_OPTIONS.filter((option) => option.value !== ''), part: (label) => label },
];
const cases = FILTERS.flatMap(({ field, options, part }) => options.map((option) => ({ field, ...option, expected: part(option.label) })));

/** What each writer says of a query sent as the portal sends it (text), as " · "-separated parts. */
function writtenParts(sent: Record<string, string>) {
  const query = readSearchQuery(sent);
  const parts = (line: string) => line.split(' · ');
  return {
    ledger: parts(searchEntry(query, { auctionList: false }).description.replace(/^Search: /, '')),
    download: parts(searchSummary(query, searchFiltersOf(query)).replace(/^Search: /, '')),
    email: parts(storedSearch(sent)!.description),
    client: parts(querySummary(sent)),
  };
}

describe('the filter labels the client shows are the words the server writes', () => {
  it('covers every choice of every filter the client offers', () => {
    expect(cases.map((c) => `${c.field}=${c.value}`)).toEqual(
      expect.arrayContaining(['status=off_market', 'property_subtype=Quadruplex', 'condition=Very Poor', 'property_type=auction']),
    );
    expect(SUBTYPE_OPTIONS.find((option) => option.value === 'Quadruplex')?.label).toBe('Fourplex');
  });

  it.each(cases)(
    '$field=$value reads "$expected" in the ledger, downloads, e-mails and the saved-search summary',
    ({ field, value, expected }) => {
      const written = writtenParts({ location: 'Austin, TX', [field]: value });
      expect(written.ledger).toContain(expected);
      expect(written.download).toContain(expected);
      expect(written.email).toContain(expected);
      expect(written.client).toContain(expected);
    },
  );
});

describe('through the API: a Condominium search is "Condo" in the ledger, the download file and the e-mail', () => {
  let h: Awaited<ReturnType<typeof searchHarness>>;
  beforeAll(async () => {
    h = await searchHarness();
    await setCredits(h, h.user, 100);
  });
  afterAll(() => h.close());
  const condo = `${AUSTIN}&property_subtype=Condominium`;
  const label = SUBTYPE_OPTIONS.find((option) => option.value === 'Condominium')!.label;

  it('writes the label in the ledger row of the search', async () => {
    expect((await getJson(h, h.user, `/api/searches/properties/?${condo}`)).body.credits_charged).toBe(1);
    const [row] = await h.db.query<{ description: string }>(
      `select description from credit_ledger c join users u on u.id = c.user_id where u.cognito_sub = $1 and kind = 'search' order by c.id desc limit 1`,
      [h.user.sub],
    );
    expect(row!.description).toBe(`Search: Austin, TX · Active · ${label}`);
  });

  it('heads the download file’s criteria with it, and the criteria line says it too', async () => {
    const record = await startDownload(h, h.user, `${condo}&file_type=pdf`);
    const file = await fetchLink(h, record.download_url);
    const text = readPdf(file.rawPayload).pages.join('\n');
    expect(text).toContain(`Search: Austin, TX · Active · ${label}`);
    expect(text).toContain('Property subtype: Condo');
    expect(text).not.toContain('Condominium');
  });

  it('writes it in the automated e-mail of a saved search', async () => {
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/searches/saved/',
      payload: { name: 'Condos', query: { location: 'Austin, TX', property_subtype: 'Condominium' } },
      headers: bearer(h.user),
    });
    const found = await listingsNewSince(h.db, saved.json().id, new Date(0));
    const mail = renderEmail({
      subject: 'New',
      body: 'Hi',
      values: {} as Parameters<typeof renderEmail>[0]['values'],
      listings: [],
      total: found.total,
      searchDescription: found.description,
      searchUrl: 'https://propscout.example/s',
      unsubscribeUrl: null,
    });
    expect(mail.text).toContain(`Search: Austin, TX · Active · ${label}`);
    expect(mail.html).toContain(`Search: Austin, TX · Active · ${label}`);
  });
});
