import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyFacts } from '../../../../src/custom/properties/PropertyFacts.tsx';
import { propertyDetail } from '../../fixtures.ts';

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('property facts of an auction', () => {
  it('show the auction status and the sale type in words beside the date and the opening bid', () => {
    render(
      <PropertyFacts
        property={{
          ...propertyDetail(7),
          is_auction: true,
          special_listing_conditions: ['Auction'],
          auction_date: '2026-12-05T15:00:00Z',
          auction_opening_bid: 120_000,
          auction_type: 'Sheriff Sale',
          auction_venue: 'Dade County Courthouse',
          auction_status: 'postponed',
        }}
      />,
    );
    expect(value('Auction date')).toBe('Dec 5, 2026');
    expect(value('Opening bid')).toBe('$120,000');
    expect(value('Auction status')).toBe('Postponed');
    expect(value('Auction')).toBe('Sheriff sale · Dade County Courthouse');
  });

  it('say "—" for an auction whose data gives no status, and show no auction rows for a standard listing', () => {
    const { unmount } = render(
      <PropertyFacts property={{ ...propertyDetail(7), is_auction: true, auction_type: null, auction_status: null }} />,
    );
    expect(value('Auction status')).toBe('—');
    unmount();
    render(<PropertyFacts property={propertyDetail(7)} />);
    expect(screen.queryByText('Auction status', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
