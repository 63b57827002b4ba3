import PlaceIcon from '@mui/icons-material/Place';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { LocationSuggestion } from './searchTypes.ts';
import { useSearchClient } from './useSearchClient.ts';

export const SUGGEST_DEBOUNCE_MS = 250;
const KIND_LABEL: Record<LocationSuggestion['kind'], string> = { city: 'City', zip: 'ZIP code', county: 'County', state: 'State' };

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Free text (city, ZIP, county or state) with suggestions of places that have listings. */
export const LocationInput = ({ value, onChange, error }: Props) => {
  const client = useSearchClient();
  const [options, setOptions] = useState<LocationSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const term = value.trim();
  const wanted = open && term.length >= 2;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      client
        .suggestLocations(term, controller.signal)
        .then(setOptions, () => setOptions([]))
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, term, client]);

  return (
    <Autocomplete
      id="filter-location"
      freeSolo
      options={wanted ? options : []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      inputValue={value}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset' || next) onChange(next);
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
          helperText={error ?? 'The only required filter.'}
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
