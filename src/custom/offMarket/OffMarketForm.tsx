import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { FilterValues } from '../../shared/search/filterModel.ts';
import { LocationInput } from '../../shared/search/LocationInput.tsx';
import { OwnerFilters } from '../../shared/search/OwnerFilters.tsx';
import { offMarketErrors } from './offMarketQuery.ts';

interface Props {
  initial: FilterValues;
  onSearch: (values: FilterValues) => void;
}

/** The off-market search's form: the place and the owner and equity filters, checked as the search form checks them. */
export const OffMarketForm = ({ initial, onSearch }: Props) => {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? offMarketErrors(values) : {};
  const change = (patch: Partial<FilterValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(offMarketErrors(values)).length === 0) onSearch(values);
  };
  return (
    <Card component="form" aria-label="Off-market search" onSubmit={submit} noValidate>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <LocationInput value={values.location} onChange={(location) => change({ location })} error={errors.location} />
        <OwnerFilters values={values} errors={errors} onChange={change} />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            Search off-market
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
