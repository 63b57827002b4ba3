import ListIcon from '@mui/icons-material/ViewList';
import MapIcon from '@mui/icons-material/Map';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, LinearProgress, Paper, Skeleton, Stack, Tab, TablePagination, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { plural } from '../format.ts';
import { DemoDataNotice } from './DemoDataNotice.tsx';
import { SearchErrorAlert } from './SearchErrorAlert.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { PAGE_SIZES, type AppliedSearch, type ResultsState } from './useSearchResults.ts';

const ResultsMap = lazy(() => import('./ResultsMap.tsx'));

interface Props {
  state: ResultsState;
  applied: AppliedSearch;
  creditCost: number;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sortBy: string) => void;
  onRetry: () => void;
}

const Empty = () => (
  <Stack sx={{ alignItems: 'center', py: 6, px: 2, textAlign: 'center' }} spacing={1}>
    <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
    <Typography variant="h6" component="p">
      No properties match these filters
    </Typography>
    <Typography color="text.secondary">
      Try a wider price range, more conditions or statuses, or a nearby city or county. No credit was used.
    </Typography>
  </Stack>
);

/** The applied search's results: list or map, sortable, paged; a new filter set costs a credit, its pages and sorts nothing more. */
export const ResultsPanel = ({ state, applied, creditCost, onPage, onSort, onRetry }: Props) => {
  const [view, setView] = useState<'list' | 'map'>('list');
  const page = state.status === 'done' ? state.page : state.status === 'idle' ? undefined : state.previous;
  const loading = state.status === 'loading';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="results-heading" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="results-heading" variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }} aria-live="polite">
          {page ? `${plural(page.count, 'property', 'properties')} found` : 'Results'}
        </Typography>
        <Tabs value={view} onChange={(_, next) => setView(next)} aria-label="Results view">
          <Tab value="list" label="List" icon={<ListIcon />} iconPosition="start" sx={{ minHeight: 48 }} />
          <Tab value="map" label="Map" icon={<MapIcon />} iconPosition="start" sx={{ minHeight: 48 }} />
        </Tabs>
      </Box>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label="Loading results" /> : null}</Box>
      <Stack spacing={1.5} sx={{ p: 2, pt: 1 }}>
        {state.status === 'error' ? <SearchErrorAlert error={state.error} onRetry={onRetry} /> : null}
        {page?.results.some((r) => r.is_demo) ? <DemoDataNotice /> : null}
      </Stack>
      {!page && loading ? (
        <Box sx={{ px: 2, pb: 2 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : null}
      {page && page.count === 0 ? <Empty /> : null}
      {page && page.count > 0 ? (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {view === 'list' ? (
            <ResultsTable rows={page.results} sortBy={applied.query.sort_by ?? ''} onSort={onSort} />
          ) : (
            <Suspense fallback={<Skeleton variant="rectangular" height={420} />}>
              <ResultsMap rows={page.results} />
            </Suspense>
          )}
          <TablePagination
            component="div"
            count={page.count}
            page={applied.page - 1}
            rowsPerPage={applied.pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => onPage(next + 1, applied.pageSize)}
            onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
            labelRowsPerPage="Per page"
            showFirstButton
            showLastButton
            disabled={loading}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1.5, textAlign: 'right' }}>
            {page.credits_charged > 0 ? `This search used ${plural(page.credits_charged, 'credit')}. ` : ''}
            Other pages and sorts of these filters are free for 24 hours after they were first paid for ({plural(creditCost, 'credit')} per
            new set of filters).
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
};
