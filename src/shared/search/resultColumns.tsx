import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { count, money, percent, ratioPercent, shortDate } from '../format.ts';
import { auctionStatusLabel, labelOf, STATUS_OPTIONS } from './filterOptions.ts';
import type { PropertySummary } from '../../dataProvider/searchTypes.ts';

export interface ResultColumn {
  id: string;
  label: string;
  /** sort_by name (server/listings/search/sorting.ts); absent: not sortable. */
  sort?: string;
  numeric?: boolean;
  render: (row: PropertySummary) => ReactNode;
}

const POTENTIAL_COLOR: Record<string, 'success' | 'info' | 'warning' | 'default'> = {
  Excellent: 'success',
  High: 'info',
  Medium: 'warning',
  Low: 'default',
};

export const RatingChip = ({ value }: { value: string | null }) =>
  value ? (
    <Chip size="small" label={value} color={POTENTIAL_COLOR[value] ?? 'default'} variant={value === 'Low' ? 'outlined' : 'filled'} />
  ) : (
    <>—</>
  );

export const statusLabel = (status: string) => labelOf(STATUS_OPTIONS, status);

/** Text that never breaks inside (its spaces made non-breaking). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * Status with its days on market; an auction's date, opening bid and status, which auction buyers look for first. The
 * auction line is the column's widest: where the table is short of room (1366 px beside the open sidebar) it wraps before
 * the bid or the status, never inside the date, the amount or the status, rather than widening the table past its box.
 */
const StatusCell = ({ row }: { row: PropertySummary }) => (
  <Box>
    <Typography variant="body2">{statusLabel(row.status)}</Typography>
    <Typography variant="caption" display="block" color="text.secondary">
      {count(row.cumulative_days_on_market ?? row.days_on_market)} days on market
    </Typography>
    {row.is_auction ? (
      <Typography variant="caption" display="block" color="secondary" data-testid="auction-line" sx={{ whiteSpace: 'normal' }}>
        {unbroken(`Auction ${row.auction_date ? shortDate(row.auction_date) : 'date to be set'}`)}
        {row.auction_opening_bid !== null && row.auction_opening_bid !== undefined
          ? ` ${unbroken(`· bid ${money(row.auction_opening_bid)}`)}`
          : ''}
        {auctionStatusLabel(row.auction_status) ? ` ${unbroken(`· ${auctionStatusLabel(row.auction_status)}`)}` : ''}
      </Typography>
    ) : null}
  </Box>
);

/** Living area with the year built under it: two facts in one column so the grid fits 1366 px beside the sidebar. */
const SizeCell = ({ row }: { row: PropertySummary }) => (
  <Box>
    <div>{count(row.living_area)}</div>
    <Typography variant="caption" color="text.secondary">
      {row.year_built ? `built ${row.year_built}` : 'year unknown'}
    </Typography>
  </Box>
);

/**
 * The owner under a result's address (issue 28): names from the public record, absentee, and the estimated equity, in the
 * owner facts' words; null without a record. Under the address rather than a column of its own: the table's columns fill
 * 1366 px beside the sidebar.
 */
export function ownerLine(row: Pick<PropertySummary, 'owner_names' | 'absentee_owner' | 'equity_pct'>): string | null {
  if (!row.owner_names) return null;
  return [
    `Owner: ${row.owner_names}`,
    row.absentee_owner ? 'Absentee owner' : null,
    row.equity_pct === null || row.equity_pct === undefined ? null : `${percent(row.equity_pct)} equity`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const RESULT_COLUMNS: ResultColumn[] = [
  { id: 'list_price', label: 'List price', sort: 'list_price', numeric: true, render: (r) => money(r.list_price) },
  { id: 'arv', label: 'ARV', sort: 'arv', numeric: true, render: (r) => money(r.arv) },
  {
    id: 'value_gap',
    label: 'Value gap',
    sort: 'value_gap_pct',
    numeric: true,
    render: (r) => (
      <Box>
        <div>{percent(r.value_gap_pct)}</div>
        <Typography variant="caption" color="text.secondary">
          {money(r.value_gap)}
        </Typography>
      </Box>
    ),
  },
  { id: 'lp_arv', label: 'LP/ARV', sort: 'lp_arv', numeric: true, render: (r) => ratioPercent(r.lp_arv) },
  {
    id: 'investment_potential',
    label: 'Potential',
    sort: 'investment_potential',
    render: (r) => <RatingChip value={r.investment_potential} />,
  },
  { id: 'condition', label: 'Condition', sort: 'condition', render: (r) => r.condition ?? '—' },
  { id: 'bedrooms', label: 'Bd/Ba', sort: 'bedrooms', numeric: true, render: (r) => `${count(r.bedrooms)}/${count(r.bathrooms)}` },
  { id: 'living_area', label: 'Sq ft', sort: 'living_area', numeric: true, render: (r) => <SizeCell row={r} /> },
  { id: 'status', label: 'Status · DOM', sort: 'dom', render: (r) => <StatusCell row={r} /> },
];
