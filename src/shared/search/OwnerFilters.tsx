import { Box, Typography } from '@mui/material';
import { DISTRESS_OPTIONS, YES_NO_OPTIONS } from './filterOptions.ts';
import type { FilterErrors, FilterValues } from './filterModel.ts';
import { MultiSelectField } from './MultiSelectField.tsx';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { FILTER_FIELD_IDS } from './filterFieldIds.ts';

interface Props {
  values: FilterValues;
  errors: FilterErrors;
  onChange: (patch: Partial<FilterValues>) => void;
}

/**
 * The property-record filters (issue 28; docs/property-records.md): absentee or owner-occupied, estimated equity, years
 * owned, tax delinquency, pre-foreclosure and the distress flags. Any of them finds only listings with a record.
 */
export const OwnerFilters = ({ values, errors, onChange }: Props) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
    <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
      Owner and equity
    </Typography>
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <SelectField
        id={FILTER_FIELD_IDS.absenteeOwner}
        label="Absentee owner"
        options={YES_NO_OPTIONS}
        value={values.absenteeOwner}
        onChange={(absenteeOwner) => onChange({ absenteeOwner })}
        helperText="Tax bills mailed to another address"
      />
      <SelectField
        id={FILTER_FIELD_IDS.ownerOccupied}
        label="Owner occupied"
        options={YES_NO_OPTIONS}
        value={values.ownerOccupied}
        onChange={(ownerOccupied) => onChange({ ownerOccupied })}
      />
      <Box id="filter-equity" sx={{ display: 'flex', gap: 1 }}>
        <NumberField
          id={FILTER_FIELD_IDS.equityPctMin}
          label="Equity (min)"
          suffix="%"
          value={values.equityPctMin}
          onChange={(equityPctMin) => onChange({ equityPctMin })}
          error={errors.equityPctMin}
          helperText="Estimated, % of market value"
        />
        <NumberField
          id={FILTER_FIELD_IDS.equityPctMax}
          label="Equity (max)"
          suffix="%"
          value={values.equityPctMax}
          onChange={(equityPctMax) => onChange({ equityPctMax })}
          error={errors.equityPctMax}
        />
      </Box>
      <NumberField
        id={FILTER_FIELD_IDS.yearsOwnedMin}
        label="Owned at least"
        suffix="years"
        value={values.yearsOwnedMin}
        onChange={(yearsOwnedMin) => onChange({ yearsOwnedMin })}
        error={errors.yearsOwnedMin}
        helperText="Since the last sale"
      />
      <SelectField
        id={FILTER_FIELD_IDS.taxDelinquent}
        label="Tax delinquent"
        options={YES_NO_OPTIONS}
        value={values.taxDelinquent}
        onChange={(taxDelinquent) => onChange({ taxDelinquent })}
      />
      <SelectField
        id={FILTER_FIELD_IDS.preforeclosure}
        label="Pre-foreclosure"
        options={YES_NO_OPTIONS}
        value={values.preforeclosure}
        onChange={(preforeclosure) => onChange({ preforeclosure })}
        helperText="Notice of default, lis pendens or of sale"
      />
      <MultiSelectField
        id={FILTER_FIELD_IDS.distress}
        label="Distress"
        options={DISTRESS_OPTIONS}
        value={values.distress}
        onChange={(distress) => onChange({ distress })}
        helperText="Any of these"
      />
    </Box>
  </Box>
);
