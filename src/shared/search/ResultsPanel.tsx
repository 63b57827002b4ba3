import ListIcon from '@mui/icons-material/ViewList';
import MapIcon from '@mui/icons-material/Map';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SplitIcon from '@mui/icons-material/VerticalSplit';
import {
  Box,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { SearchGeometry } from '../map/geometry.ts';
import type { CountState } from './useMatchCount.ts';
import { plural } from '../format.ts';
import { DemoDataLoadingNotice, DemoDataNotice, useDemoDataLoading } from './DemoDataNotice.tsx';
import { SearchErrorAlert } from './SearchErrorAlert.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { PAGE_SIZES, type AppliedSearch, type ResultsState } from './useSearchResults.ts';

const ResultsMap = lazy(() => import('./ResultsMap.tsx'));

export type ResultsView = 'list' | 'map' | 'both';
const VIEW_KEY = 'propscout.resultsView';
const readView = (): ResultsView => {
  const saved = globalThis.localStorage?.getItem(VIEW_KEY);
  return saved === 'map' || saved === 'both' ? saved : 'list';
};
/** The map's share of the width when both show (per cent). */
export const SPLIT = { min: 25, max: 75, initial: 50, step: 5 };
export const clampSplit = (value: number) => Math.min(SPLIT.max, Math.max(SPLIT.min, Math.round(value)));

/** The map's side of the search: the drawn area as it stands and what to do with it. */
export interface AreaProps {
  area: SearchGeometry | null;
  areaApplied: boolean;
  count: CountState;
  onAreaChange: (area: SearchGeometry | null) => void;
  onApplyArea: () => void;
  onSearchView: (area: SearchGeometry) => void;
}

interface Props {
  state: ResultsState;
  /** null: nothing applied yet (the map can still be used to draw an area). */
  applied: AppliedSearch | null;
  area: AreaProps;
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

/** Both views side by side on a desktop, the map's width set by dragging (or arrow keys on) the divider; stacked on a phone. */
const Split = ({ map, list }: { map: ReactNode; list: ReactNode | null }) => {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [split, setSplit] = useState(SPLIT.initial);
  const box = useRef<HTMLDivElement>(null);
  const side = wide && list !== null;
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1 || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    setSplit(clampSplit(((event.clientX - rect.left) / rect.width) * 100));
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowLeft' ? -SPLIT.step : event.key === 'ArrowRight' ? SPLIT.step : 0;
    if (delta) {
      event.preventDefault();
      setSplit((current) => clampSplit(current + delta));
    }
  };
  // One tree whatever is shown, so the map is not rebuilt when the results arrive or the list is switched on.
  return (
    <Box ref={box} sx={{ display: 'flex', flexDirection: side ? 'row' : 'column', alignItems: 'stretch', minWidth: 0, gap: side ? 0 : 1 }}>
      <Box sx={{ width: side ? `${split}%` : 'auto', flex: 'none', px: side ? 0 : 2, pl: 2, pb: 1, minWidth: 0 }}>{map}</Box>
      {side ? (
        <Box
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize the map and the list"
          aria-valuemin={SPLIT.min}
          aria-valuemax={SPLIT.max}
          aria-valuenow={split}
          tabIndex={0}
          onKeyDown={keys}
          onPointerDown={(event) => event.currentTarget.setPointerCapture?.(event.pointerId)}
          onPointerMove={drag}
          sx={{
            flex: 'none',
            width: 12,
            mx: 0.5,
            cursor: 'col-resize',
            display: 'flex',
            justifyContent: 'center',
            '&::after': { content: '""', width: 4, borderRadius: 2, bgcolor: 'divider' },
            '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
          }}
        />
      ) : null}
      {list !== null ? <Box sx={{ flex: 1, minWidth: 0, maxHeight: side ? 620 : undefined, overflow: 'auto' }}>{list}</Box> : null}
    </Box>
  );
};

/** The applied search's results: list, map or both, sortable, paged; a new filter set costs a credit, its pages and sorts nothing more. */
export const ResultsPanel = ({ state, applied, area, creditCost, onPage, onSort, onRetry }: Props) => {
  const [view, setViewState] = useState<ResultsView>(readView);
  const setView = (next: ResultsView) => {
    setViewState(next);
    globalThis.localStorage?.setItem(VIEW_KEY, next);
  };
  const [hovered, setHovered] = useState<string | null>(null);
  // A first start's demo data still loading: its progress instead of the searches' 503; the applied search runs again once loaded.
  const demoLoading = useDemoDataLoading(onRetry);
  const page = state.status === 'done' ? state.page : state.status === 'idle' ? undefined : state.previous;
  const loading = state.status === 'loading';
  const rows = page?.results ?? [];
  const hasRows = applied !== null && page !== undefined && page.count > 0;
  const map = (
    <Suspense fallback={<Skeleton variant="rectangular" height={420} />}>
      <ResultsMap
        rows={rows}
        total={page?.count ?? 0}
        appliedQuery={applied && page ? applied.query : null}
        {...area}
        highlightedId={hovered}
        onHover={setHovered}
      />
    </Suspense>
  );
  const table = (
    <ResultsTable rows={rows} sortBy={applied?.query.sort_by ?? ''} onSort={onSort} highlightedId={hovered} onHover={setHovered} />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="results-heading" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="results-heading" variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }} aria-live="polite">
          {page ? `${plural(page.count, 'property', 'properties')} found` : 'Results'}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: ResultsView | null) => next && setView(next)}
          aria-label="Results view"
        >
          <ToggleButton value="list" sx={{ gap: 0.5 }}>
            <ListIcon fontSize="small" /> List
          </ToggleButton>
          <ToggleButton value="map" sx={{ gap: 0.5 }}>
            <MapIcon fontSize="small" /> Map
          </ToggleButton>
          <ToggleButton value="both" sx={{ gap: 0.5 }}>
            <SplitIcon fontSize="small" /> Both
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label="Loading results" /> : null}</Box>
      <Stack spacing={1.5} sx={{ p: 2, pt: 1 }}>
        {demoLoading ? (
          <DemoDataLoadingNotice progress={demoLoading} />
        ) : state.status === 'error' ? (
          <SearchErrorAlert error={state.error} onRetry={onRetry} />
        ) : null}
        {page?.results.some((r) => r.is_demo) ? <DemoDataNotice /> : null}
      </Stack>
      {!page && loading ? (
        <Box sx={{ px: 2, pb: 2 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : null}
      {!applied && view === 'list' ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
          Choose a location and filters (or draw an area on the map), check the count, then apply the filters to see the matching properties
          as a list and on a map.
        </Typography>
      ) : null}
      {view !== 'list' ? <Split map={map} list={view === 'both' && hasRows ? table : null} /> : null}
      {page && page.count === 0 ? <Empty /> : null}
      {applied && hasRows ? (
        <Box sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {view === 'list' ? table : null}
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
