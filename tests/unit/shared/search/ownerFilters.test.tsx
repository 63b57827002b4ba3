import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, fromQuery, toQuery, validateFilters, type FilterValues } from '../../../../src/shared/search/filterModel.ts';
import { OwnerFilters } from '../../../../src/shared/search/OwnerFilters.tsx';
import { querySummary } from '../../../../src/resources/saved-searches/querySummary.ts';
import { renderPage } from '../../renderPage.tsx';

const OWNER: FilterValues = {
  ...DEFAULT_FILTERS,
  location: 'Austin, TX',
  absenteeOwner: 'true',
  equityPctMin: '40',
  yearsOwnedMin: '10',
  taxDelinquent: 'false',
  distress: ['probate', 'vacant'],
};

describe('owner and equity filters (form model)', () => {
  it('sends the property-record filters under the contract names and reads them back', () => {
    const query = toQuery(OWNER);
    expect(query).toEqual({
      location: 'Austin, TX',
      status: 'for_sale',
      absentee_owner: 'true',
      equity_pct_min: '40',
      years_owned_min: '10',
      tax_delinquent: 'false',
      distress: 'probate,vacant',
    });
    expect(fromQuery(query)).toEqual(OWNER);
    expect(querySummary(query as Record<string, unknown>)).toBe(
      'Active · absentee owner · equity 40%+ · owned 10+ years · taxes paid · distress: Probate, Vacant',
    );
    // An unknown yes/no value in an address is dropped, not sent.
    expect(fromQuery({ location: 'Austin, TX', preforeclosure: 'maybe' }).preforeclosure).toBe('');
    expect(toQuery({ ...OWNER, ownerOccupied: 'true', preforeclosure: 'true' })).toMatchObject({
      owner_occupied: 'true',
      preforeclosure: 'true',
    });
  });

  it('checks equity and years owned against the filter ranges, and a reversed equity range', () => {
    expect(validateFilters({ ...OWNER, equityPctMax: '80' })).toEqual({});
    expect(validateFilters({ ...OWNER, equityPctMin: '101', yearsOwnedMin: '2.5' })).toEqual({
      equityPctMin: 'Enter a number from 0 to 100.',
      yearsOwnedMin: 'Enter a whole number from 0 to 200.',
    });
    expect(validateFilters({ ...OWNER, equityPctMin: '60', equityPctMax: '50' })).toEqual({
      equityPctMax: 'Must be at least the minimum.',
    });
  });
});

const Form = ({ onValues }: { onValues: (values: FilterValues) => void }) => {
  const [values, setValues] = useState<FilterValues>(DEFAULT_FILTERS);
  return (
    <OwnerFilters
      values={values}
      errors={{}}
      onChange={(patch) => {
        const next = { ...values, ...patch };
        setValues(next);
        onValues(next);
      }}
    />
  );
};

describe('owner and equity filters (form)', () => {
  it("sets 'absentee owner, equity above 40%' from the fields people read", async () => {
    let latest = DEFAULT_FILTERS;
    const user = userEvent.setup();
    renderPage(<Form onValues={(values) => (latest = values)} />, '/');
    const group = screen.getByRole('group', { name: 'Owner and equity' });
    await user.click(within(group).getByRole('combobox', { name: 'Absentee owner' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.type(within(group).getByRole('textbox', { name: 'Equity (min)' }), '40');
    expect(toQuery({ ...latest, location: 'Austin, TX' })).toMatchObject({ absentee_owner: 'true', equity_pct_min: '40' });
    for (const name of ['Owner occupied', 'Tax delinquent', 'Pre-foreclosure', 'Distress'])
      expect(within(group).getByRole('combobox', { name })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Owned at least' })).toBeInTheDocument();
  });
});
