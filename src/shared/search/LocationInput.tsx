import PlaceIcon from '@mui/icons-material/Place';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { PLACE_SEPARATOR } from '../../dataProvider/searchLocation.ts';
import type { LocationSuggestion } from '../../dataProvider/searchTypes.ts';
import { FILTER_FIELD_IDS } from './filterFieldIds.ts';

export const SUGGEST_DEBOUNCE_MS = 250;
const KIND_LABEL: Record<LocationSuggestion['kind'], string> = { city: 'City', zip: 'ZIP code', county: 'County', state: 'State' };

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * Free text, one or several places (city, ZIP, county or state) separated by ";", with suggestions of places that have
 * listings for the place being typed: choosing one replaces it and keeps the others.
 */
export const LocationInput = ({ value, onChange, error }: Props) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const places = value.split(PLACE_SEPARATOR);
  const term = places.at(-1)!.trim();
  const wanted = open && term.length >= 2;
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  // A failed suggestion call just offers nothing: typing a place still works.
  const suggestions = useQuery({
    queryKey: ['search', 'locations', settled],
    queryFn: ({ signal }) => dataProvider.suggestLocations(settled, { signal }),
    enabled: wanted && settled === term,
    retry: false,
  });
  const options: LocationSuggestion[] = suggestions.data ?? [];
  const loading = suggestions.isFetching;

  return (
    <Autocomplete
      id={FILTER_FIELD_IDS.location}
      freeSolo
      options={wanted ? options : []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      value={null}
      inputValue={value}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next);
      }}
      onChange={(_, option) => {
        if (option && typeof option !== 'string')
          onChange([...places.slice(0, -1).map((place) => place.trim()), option.label].join(`${PLACE_SEPARATOR} `));
      }}
      loading={loading}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <PlaceIcon fontSize="small" color="action" />
          <Box sx={{ flex: 1 }}>{option.label}</Box>
          <Typography variant="caption" color="text.secondary">
            {KIND_LABEL[option.kind]} · {option.listing_count.toLocaleString('en-US')} listings
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Location"
          variant="outlined"
          margin="none"
          required
          placeholder="City, ZIP code or county, e.g. Austin, TX"
          error={Boolean(error)}
          helperText={error ?? 'The only required filter. Several places: separate them with ;'}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <PlaceIcon />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
};
