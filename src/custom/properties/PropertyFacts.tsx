import type { ReactNode } from 'react';
import { FactList } from '../../shared/FactList.tsx';
import { count, money, percent, ratioPercent, shortDate } from '../../shared/format.ts';
import { AUCTION_TYPE_OPTIONS, auctionStatusLabel, labelOf, SUBTYPE_OPTIONS } from '../../shared/search/filterOptions.ts';
import { RatingChip, statusLabel } from '../../shared/search/resultColumns.tsx';
import type { PropertyDetail } from '../../dataProvider/propertyTypes.ts';

function facts(p: PropertyDetail): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['List price', money(p.list_price)],
    ['ARV (after-repair value)', `${money(p.arv)}${p.arv_confidence_level ? ` (${p.arv_confidence_level} confidence)` : ''}`],
    ['Value gap', p.value_gap === null ? '—' : `${money(p.value_gap)} (${percent(p.value_gap_pct)} of ARV)`],
    ['LP/ARV', ratioPercent(p.lp_arv)],
    ['Investment potential', <RatingChip key="p" value={p.investment_potential} />],
    ['Condition', p.condition ?? '—'],
    ['Rehab estimate', money(p.rehab_estimate)],
    ['Rent estimate', p.rent_estimate === null ? '—' : `${money(p.rent_estimate)} / month`],
    ['Status', statusLabel(p.status)],
    ['Listing type', p.is_auction ? 'Auction' : 'Standard'],
    ['Property type', p.property_subtype ? labelOf(SUBTYPE_OPTIONS, p.property_subtype) : p.property_type],
    ['Beds / baths', `${count(p.bedrooms)} / ${count(p.bathrooms)}`],
    ['Living area', p.living_area === null ? '—' : `${count(p.living_area)} sq ft`],
    ['Lot size', p.lot_size_sqft === null ? '—' : `${count(p.lot_size_sqft)} sq ft`],
    ['Year built', p.year_built ?? '—'],
    [
      'Days on market',
      `${count(p.days_on_market)}${p.cumulative_days_on_market !== p.days_on_market ? ` (${count(p.cumulative_days_on_market)} counting relists)` : ''}`,
    ],
    ['On market since', shortDate(p.on_market_date)],
    ['Original list price', money(p.original_list_price)],
    ['County', p.county],
    ['Special conditions', p.special_listing_conditions.join(', ') || '—'],
  ];
  if (p.close_price !== null) rows.push(['Sold', `${money(p.close_price)} on ${shortDate(p.close_date)}`]);
  if (p.is_auction) {
    rows.push(
      ['Auction date', shortDate(p.auction_date)],
      ['Opening bid', money(p.auction_opening_bid)],
      ['Auction status', auctionStatusLabel(p.auction_status) ?? '—'],
      ['Auction', [p.auction_type && labelOf(AUCTION_TYPE_OPTIONS, p.auction_type), p.auction_venue].filter(Boolean).join(' · ') || '—'],
    );
  }
  return rows;
}

export const PropertyFacts = ({ property }: { property: PropertyDetail }) => <FactList rows={facts(property)} />;
