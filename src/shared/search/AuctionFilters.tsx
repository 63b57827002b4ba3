import { Box, TextField, Typography } from '@mui/material';
import { AUCTION_STATUS_OPTIONS, AUCTION_TYPE_OPTIONS } from './filterOptions.ts';
import type { FilterErrors, FilterValues } from './filterModel.ts';
import { MultiSelectField } from './MultiSelectField.tsx';
import { NumberField } from './NumberField.tsx';
import { FILTER_FIELD_IDS } from './filterFieldIds.ts';

/** Outcomes of an auction already held or called off: such a listing has left the market. */
const OFF_MARKET_OUTCOMES = ['sold', 'reverted_to_lender', 'cancelled'];

/**
 * Held and cancelled auctions are off-market listings, which the default property status (Active) leaves out: asking for
 * those outcomes alone found nothing without a word why.
 */
export function heldAuctionHint(values: Pick<FilterValues, 'auctionStatus' | 'status'>): string | undefined {
  const asksHeld = values.auctionStatus.some((status) => OFF_MARKET_OUTCOMES.includes(status));
  const statusExcludes = values.status.length > 0 && !values.status.includes('off_market');
  return asksHeld && statusExcludes ? 'Held and cancelled auctions are off the market: add Off market to Property status.' : undefined;
}

interface Props {
  values: FilterValues;
  errors: FilterErrors;
  onChange: (patch: Partial<FilterValues>) => void;
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A day picked with the browser's own date input (YYYY-MM-DD, the filter's form), laid out like NumberField. */
const DateField = ({ id, label, value, onChange, error }: DateFieldProps) => (
  <TextField
    id={id}
    label={label}
    type="date"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={Boolean(error)}
    helperText={error}
    fullWidth
    variant="outlined"
    margin="none"
    slotProps={{ inputLabel: { shrink: true } }}
  />
);

/** The auction filters: shown, and sent, only while the listing type is Auctions (the server refuses them elsewhere). */
export const AuctionFilters = ({ values, errors, onChange }: Props) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
      Auction filters
    </Typography>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Box id="filter-auction-dates" sx={{ display: 'flex', gap: 1 }}>
        <DateField
          id={FILTER_FIELD_IDS.auctionDateFrom}
          label="Auction from"
          value={values.auctionDateFrom}
          onChange={(auctionDateFrom) => onChange({ auctionDateFrom })}
          error={errors.auctionDateFrom}
        />
        <DateField
          id={FILTER_FIELD_IDS.auctionDateTo}
          label="Auction to"
          value={values.auctionDateTo}
          onChange={(auctionDateTo) => onChange({ auctionDateTo })}
          error={errors.auctionDateTo}
        />
      </Box>
      <Box id="filter-opening-bid" sx={{ display: 'flex', gap: 1 }}>
        <NumberField
          id={FILTER_FIELD_IDS.openingBidMin}
          label="Min opening bid"
          prefix="$"
          value={values.openingBidMin}
          onChange={(openingBidMin) => onChange({ openingBidMin })}
          error={errors.openingBidMin}
        />
        <NumberField
          id={FILTER_FIELD_IDS.openingBidMax}
          label="Max opening bid"
          prefix="$"
          value={values.openingBidMax}
          onChange={(openingBidMax) => onChange({ openingBidMax })}
          error={errors.openingBidMax}
        />
      </Box>
      <MultiSelectField
        id={FILTER_FIELD_IDS.auctionType}
        label="Sale type"
        options={AUCTION_TYPE_OPTIONS}
        value={values.auctionType}
        onChange={(auctionType) => onChange({ auctionType })}
        emptyLabel="Any sale type"
      />
      <MultiSelectField
        id={FILTER_FIELD_IDS.auctionStatus}
        label="Auction status"
        options={AUCTION_STATUS_OPTIONS}
        value={values.auctionStatus}
        onChange={(auctionStatus) => onChange({ auctionStatus })}
        emptyLabel="Any auction status"
        helperText={heldAuctionHint(values)}
      />
    </Box>
  </Box>
);
