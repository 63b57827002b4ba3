import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CONDITION_OPTIONS,
  DOM_OPTIONS,
  LISTING_KIND_OPTIONS,
  MIN_COUNT_OPTIONS,
  POTENTIAL_OPTIONS,
  STATUS_OPTIONS,
  SUBTYPE_OPTIONS,
} from './filterOptions.ts';
import { AuctionFilters } from './AuctionFilters.tsx';
import { HistoryFilters } from './HistoryFilters.tsx';
import { OwnerFilters } from './OwnerFilters.tsx';
import { isAuctionForm, type FilterErrors, type FilterValues } from './filterModel.ts';
import { LocationInput } from './LocationInput.tsx';
import { MultiSelectField } from './MultiSelectField.tsx';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { FILTER_FIELD_IDS } from './filterFieldIds.ts';

interface Props {
  values: FilterValues;
  errors: FilterErrors;
  onChange: (patch: Partial<FilterValues>) => void;
}

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  </Box>
);

const Pair = ({ children, id }: { children: ReactNode; id?: string }) => (
  <Box id={id} sx={{ display: 'flex', gap: 1 }}>
    {children}
  </Box>
);

/** The filters in the first-list tour's order; ids are stable targets for the tour. */
export const SearchFilters = ({ values, errors, onChange }: Props) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    <LocationInput value={values.location} onChange={(location) => onChange({ location })} error={errors.location} />
    <Group title="Deal filters">
      <MultiSelectField
        id={FILTER_FIELD_IDS.status}
        label="Property status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(status) => onChange({ status })}
        emptyLabel="Any status"
      />
      <MultiSelectField
        id={FILTER_FIELD_IDS.investmentPotential}
        label="Investment potential"
        options={POTENTIAL_OPTIONS}
        value={values.investmentPotential}
        onChange={(investmentPotential) => onChange({ investmentPotential })}
        helperText="Tip: Excellent or High"
      />
      <SelectField
        id={FILTER_FIELD_IDS.dom}
        label="Days on market"
        options={DOM_OPTIONS}
        value={values.dom}
        onChange={(dom) => onChange({ dom })}
      />
      <MultiSelectField
        id={FILTER_FIELD_IDS.condition}
        label="Property condition"
        options={CONDITION_OPTIONS}
        value={values.condition}
        onChange={(condition) => onChange({ condition })}
        helperText="Excellent to Very Poor"
      />
      <Pair id="filter-price-range">
        <NumberField
          id={FILTER_FIELD_IDS.priceMin}
          label="Min price"
          prefix="$"
          value={values.priceMin}
          onChange={(priceMin) => onChange({ priceMin })}
          error={errors.priceMin}
        />
        <NumberField
          id={FILTER_FIELD_IDS.priceMax}
          label="Max price"
          prefix="$"
          value={values.priceMax}
          onChange={(priceMax) => onChange({ priceMax })}
          error={errors.priceMax}
        />
      </Pair>
      <NumberField
        id={FILTER_FIELD_IDS.valueGapMin}
        label="Value gap (min)"
        suffix="%"
        value={values.valueGapMin}
        onChange={(valueGapMin) => onChange({ valueGapMin })}
        error={errors.valueGapMin}
        helperText="ARV above list price, % of ARV"
      />
      <NumberField
        id={FILTER_FIELD_IDS.lpArvMax}
        label="LP/ARV (max)"
        suffix="%"
        value={values.lpArvMax}
        onChange={(lpArvMax) => onChange({ lpArvMax })}
        error={errors.lpArvMax}
        helperText="List price as % of ARV, e.g. 70"
      />
      <SelectField
        id={FILTER_FIELD_IDS.listingKind}
        label="Listing type"
        options={LISTING_KIND_OPTIONS}
        value={values.listingKind}
        onChange={(listingKind) => onChange({ listingKind })}
      />
    </Group>
    <Group title="Property filters">
      <MultiSelectField
        id={FILTER_FIELD_IDS.propertySubtype}
        label="Property type"
        options={SUBTYPE_OPTIONS}
        value={values.propertySubtype}
        onChange={(propertySubtype) => onChange({ propertySubtype })}
        emptyLabel="All types"
      />
      <Pair>
        <SelectField
          id={FILTER_FIELD_IDS.bedsMin}
          label="Beds"
          options={MIN_COUNT_OPTIONS(5)}
          value={values.bedsMin}
          onChange={(bedsMin) => onChange({ bedsMin })}
        />
        <SelectField
          id={FILTER_FIELD_IDS.bathsMin}
          label="Baths"
          options={MIN_COUNT_OPTIONS(4)}
          value={values.bathsMin}
          onChange={(bathsMin) => onChange({ bathsMin })}
        />
      </Pair>
      <Pair>
        <NumberField
          id={FILTER_FIELD_IDS.sqftMin}
          label="Min size"
          suffix="sq ft"
          value={values.sqftMin}
          onChange={(sqftMin) => onChange({ sqftMin })}
          error={errors.sqftMin}
        />
        <NumberField
          id={FILTER_FIELD_IDS.sqftMax}
          label="Max size"
          suffix="sq ft"
          value={values.sqftMax}
          onChange={(sqftMax) => onChange({ sqftMax })}
          error={errors.sqftMax}
        />
      </Pair>
      <Pair>
        <NumberField
          id={FILTER_FIELD_IDS.yearBuiltMin}
          label="Built from"
          value={values.yearBuiltMin}
          onChange={(yearBuiltMin) => onChange({ yearBuiltMin })}
          error={errors.yearBuiltMin}
        />
        <NumberField
          id={FILTER_FIELD_IDS.yearBuiltMax}
          label="Built to"
          value={values.yearBuiltMax}
          onChange={(yearBuiltMax) => onChange({ yearBuiltMax })}
          error={errors.yearBuiltMax}
        />
      </Pair>
    </Group>
    {isAuctionForm(values) ? <AuctionFilters values={values} errors={errors} onChange={onChange} /> : null}
    <HistoryFilters values={values} errors={errors} onChange={onChange} />
    <OwnerFilters values={values} errors={errors} onChange={onChange} />
  </Box>
);
