import { Box, Typography } from '@mui/material';
import { BACK_ON_MARKET_OPTIONS } from './filterOptions.ts';
import type { FilterErrors, FilterValues } from './filterModel.ts';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { FILTER_FIELD_IDS } from './filterFieldIds.ts';

interface Props {
  values: FilterValues;
  errors: FilterErrors;
  onChange: (patch: Partial<FilterValues>) => void;
}

/** The listing-history filters: the last price cut (how deep, how recent), a recent status change, back on market. */
export const HistoryFilters = ({ values, errors, onChange }: Props) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
      Listing history
    </Typography>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Box id="filter-price-drop" sx={{ display: 'flex', gap: 1 }}>
        <NumberField
          id={FILTER_FIELD_IDS.priceDropPctMin}
          label="Price drop (min)"
          suffix="%"
          value={values.priceDropPctMin}
          onChange={(priceDropPctMin) => onChange({ priceDropPctMin })}
          error={errors.priceDropPctMin}
          helperText="Last cut, % of old price"
        />
        <NumberField
          id={FILTER_FIELD_IDS.priceDropWithinDays}
          label="Dropped within"
          suffix="days"
          value={values.priceDropWithinDays}
          onChange={(priceDropWithinDays) => onChange({ priceDropWithinDays })}
          error={errors.priceDropWithinDays}
        />
      </Box>
      <NumberField
        id={FILTER_FIELD_IDS.statusChangedWithinDays}
        label="Status changed within"
        suffix="days"
        value={values.statusChangedWithinDays}
        onChange={(statusChangedWithinDays) => onChange({ statusChangedWithinDays })}
        error={errors.statusChangedWithinDays}
        helperText="e.g. newly pending or back for sale"
      />
      <SelectField
        id={FILTER_FIELD_IDS.backOnMarket}
        label="Back on market"
        options={BACK_ON_MARKET_OPTIONS}
        value={values.backOnMarket}
        onChange={(backOnMarket) => onChange({ backOnMarket })}
        helperText="For sale again after pending or off market"
      />
    </Box>
  </Box>
);
