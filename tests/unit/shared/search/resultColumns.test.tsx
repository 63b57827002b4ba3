import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerLine, RESULT_COLUMNS } from '../../../../src/shared/search/resultColumns.tsx';
import { property } from '../../fixtures.ts';

const cell = (id: string, row: ReturnType<typeof property>) => render(<>{RESULT_COLUMNS.find((c) => c.id === id)!.render(row)}</>);

describe('result columns', () => {
  it('shows status in words with days on market, and an auction with its date and opening bid', () => {
    cell('status', property(1, { days_on_market: 12, cumulative_days_on_market: 31 }));
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('31 days on market')).toBeInTheDocument();
    expect(screen.queryByText(/Auction/)).not.toBeInTheDocument();

    cell('status', property(2, { is_auction: true, auction_date: '2026-12-03', auction_opening_bid: 250000 }));
    expect(screen.getByText('Auction Dec 3, 2026 · bid $250,000')).toBeInTheDocument();
  });

  it('lets the auction line wrap before the bid (the column fits 1366 px beside the sidebar), never inside the date or amount', () => {
    cell('status', property(4, { is_auction: true, auction_date: '2026-12-30', auction_opening_bid: 1250000 }));
    const line = screen.getByTestId('auction-line');
    // The table cells do not wrap (white-space: nowrap): this line opts back in.
    expect(getComputedStyle(line).whiteSpace).toBe('normal');
    // Its one breakable space is the join; the date and the bid keep non-breaking spaces.
    expect(line.textContent!.split(' ')).toEqual(['Auction\u00a0Dec\u00a030,\u00a02026', '·\u00a0bid\u00a0$1,250,000']);
  });

  it('adds the auction status in words after the bid, wrapping before it and never inside it', () => {
    cell(
      'status',
      property(5, { is_auction: true, auction_date: '2026-12-30', auction_opening_bid: 90000, auction_status: 'reverted_to_lender' }),
    );
    expect(screen.getByTestId('auction-line').textContent!.split(' ')).toEqual([
      'Auction\u00a0Dec\u00a030,\u00a02026',
      '·\u00a0bid\u00a0$90,000',
      '·\u00a0Reverted\u00a0to\u00a0lender',
    ]);
  });

  it('puts the year built under the living area, and keeps every fact within 10 columns (fits 1366 px)', () => {
    cell('living_area', property(3, { living_area: 1510, year_built: 1985 }));
    expect(screen.getByText('1,510')).toBeInTheDocument();
    expect(screen.getByText('built 1985')).toBeInTheDocument();
    expect(RESULT_COLUMNS.map((c) => c.label)).toEqual([
      'List price',
      'ARV',
      'Value gap',
      'LP/ARV',
      'Potential',
      'Condition',
      'Bd/Ba',
      'Sq ft',
      'Status · DOM',
    ]);
  });

  it('puts the owner under the address: names, absentee and equity, nothing without a record', () => {
    expect(ownerLine({ owner_names: 'Maria Garcia; Tom Garcia', absentee_owner: true, equity_pct: 55.7 })).toBe(
      'Owner: Maria Garcia; Tom Garcia · Absentee owner · 56% equity',
    );
    expect(ownerLine({ owner_names: 'Lee Holdings LLC', absentee_owner: false, equity_pct: null })).toBe('Owner: Lee Holdings LLC');
    expect(ownerLine({ owner_names: null, absentee_owner: null, equity_pct: null })).toBeNull();
  });
});
