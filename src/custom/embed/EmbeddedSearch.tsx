import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_FILTERS, toQuery, validateFilters, type FilterValues } from '../../shared/search/filterModel.ts';
import { LISTING_KIND_OPTIONS, POTENTIAL_OPTIONS, STATUS_OPTIONS } from '../../shared/search/filterOptions.ts';
import { MultiSelectField } from '../../shared/search/MultiSelectField.tsx';
import { RESULT_COLUMNS } from '../../shared/search/resultColumns.tsx';
import type { PropertySummary } from '../../dataProvider/searchTypes.ts';
import { SelectField } from '../../shared/search/SelectField.tsx';
import { useMatchCount } from '../../shared/search/useMatchCount.ts';
import { useSearchResults } from '../../shared/search/useSearchResults.ts';

const PAGE_SIZE = 25;
/** The columns a website visitor needs; the portal's full table has more. */
const COLUMNS = RESULT_COLUMNS.filter((c) =>
  ['list_price', 'arv', 'value_gap', 'investment_potential', 'bedrooms', 'status'].includes(c.id),
);

/** The embedded report page for a listing, inside the same widget (auction listings get the auction report). */
export const embeddedReportHref = (embedId: string, row: Pick<PropertySummary, 'id' | 'is_auction'>) =>
  `/${row.is_auction ? 'auction-report' : 'report'}?${new URLSearchParams({ embed: embedId, property_id: row.id })}`;

/** The widget's search: location and a few main filters, a free count, then a results table (the key owner's credits). */
export const EmbeddedSearch = ({ embedId }: { embedId: string }) => {
  const [values, setValues] = useState<FilterValues>(DEFAULT_FILTERS);
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateFilters(values);
  const query = useMemo(() => (errors.location ? null : toQuery(values)), [values, errors.location]);
  const count = useMatchCount(query);
  const { applied, state, run } = useSearchResults();
  const set =
    <K extends keyof FilterValues>(key: K) =>
    (value: FilterValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const apply = (page = 1) => {
    setShowErrors(true);
    if (Object.keys(errors).length || !query) return;
    void run({ query: page === 1 ? query : applied!.query, page, pageSize: PAGE_SIZE });
  };
  const results = state.status === 'done' ? state.page : state.status !== 'idle' ? state.previous : undefined;
  const pages = results ? Math.max(1, Math.ceil(results.count / PAGE_SIZE)) : 0;

  return (
    <Box>
      <Box
        component="form"
        aria-label="Property search"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              id="embed-location"
              variant="outlined"
              label="Location"
              required
              fullWidth
              size="small"
              placeholder="City, ZIP code or county"
              value={values.location}
              onChange={(e) => set('location')(e.target.value)}
              error={showErrors && Boolean(errors.location)}
              helperText={showErrors ? errors.location : undefined}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SelectField
              id="embed-status"
              label="Status"
              options={STATUS_OPTIONS}
              value={values.status[0] ?? 'for_sale'}
              onChange={(v) => set('status')([v])}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SelectField
              id="embed-kind"
              label="Listings"
              options={LISTING_KIND_OPTIONS}
              value={values.listingKind}
              onChange={set('listingKind')}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <MultiSelectField
              id="embed-potential"
              label="Investment potential"
              options={POTENTIAL_OPTIONS}
              value={values.investmentPotential}
              onChange={set('investmentPotential')}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              id="embed-price-max"
              variant="outlined"
              label="Max price"
              fullWidth
              size="small"
              inputMode="numeric"
              value={values.priceMax}
              onChange={(e) => set('priceMax')(e.target.value)}
              error={showErrors && Boolean(errors.priceMax)}
              helperText={showErrors ? errors.priceMax : undefined}
            />
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={state.status === 'loading'}>
            Search
          </Button>
          <Box aria-live="polite" data-testid="embed-count">
            {count.status === 'idle' && <Typography color="text.secondary">Enter a location to see how many properties match.</Typography>}
            {count.status === 'loading' && <Typography color="text.secondary">Counting…</Typography>}
            {count.status === 'done' && (
              <Typography>
                <strong>{count.answer.count.toLocaleString('en-US')}</strong> matching{' '}
                {count.answer.count === 1 ? 'property' : 'properties'}
              </Typography>
            )}
            {count.status === 'error' && <Typography color="error">{count.error.message}</Typography>}
          </Box>
        </Stack>
      </Box>

      {state.status === 'loading' && !results && <CircularProgress sx={{ mt: 2 }} aria-label="Loading results" />}
      {state.status === 'error' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.error.message}
        </Alert>
      )}
      {results && (
        <Box sx={{ mt: 2 }}>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="Search results">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 180 }}>Address</TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.id} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {results.results.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <Typography variant="body2" fontWeight={500}>
                        {row.address}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" display="block">
                        {row.city}, {row.state} {row.postal_code} ·{' '}
                        <Link component={RouterLink} to={embeddedReportHref(embedId, row)}>
                          Full report
                        </Link>
                      </Typography>
                    </TableCell>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.id} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                        {c.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {results.count === 0 && <Typography sx={{ mt: 1 }}>No properties match these filters.</Typography>}
          {pages > 1 && applied && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <Button size="small" disabled={applied.page <= 1 || state.status === 'loading'} onClick={() => apply(applied.page - 1)}>
                Previous
              </Button>
              <Typography variant="body2">
                Page {applied.page} of {pages}
              </Typography>
              <Button size="small" disabled={applied.page >= pages || state.status === 'loading'} onClick={() => apply(applied.page + 1)}>
                Next
              </Button>
            </Stack>
          )}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        Property search by PropScout
      </Typography>
    </Box>
  );
};
