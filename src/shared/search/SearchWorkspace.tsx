import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Divider, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { DownloadButton } from '../downloads/DownloadButton.tsx';
import { CountSummary } from './CountSummary.tsx';
import { decodeGeometry, describeGeometry, encodeGeometry, type SearchGeometry } from '../map/geometry.ts';
import { DEFAULT_FILTERS, fromQuery, isSearchable, toQuery, validateFilters, type FilterErrors, type FilterValues } from './filterModel.ts';
import { ResultsPanel } from './ResultsPanel.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { FilterSheet } from './FilterSheet.tsx';
import { firstFieldInError } from './filterFieldIds.ts';
import { useFilterSheet } from './filterSheetGuide.ts';
import { isAuctionQuery } from '../../dataProvider/search.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';
import { useCredits } from './useCredits.ts';
import { useBalanceUpdates } from '../credits.ts';
import { useMatchCount, type CountState } from './useMatchCount.ts';
import { plural } from '../format.ts';
import { useSaveSearch } from './useSaveSearch.ts';
import { useCurrentTeam } from './sharing.ts';
import { searchToUrl, type UrlSearch } from './searchUrl.ts';
import { PAGE_SIZES, useSearchResults, type AppliedSearch } from './useSearchResults.ts';

export interface SavedSearchRef {
  id: number;
  name: string;
  record: object;
  /** Why the caller may not change it (a teammate's shared search: the server's words); undefined or null when they may. */
  editRefusal?: string | null;
}

interface Props {
  initialValues?: FilterValues;
  initialSort?: string;
  /** Re-running a saved search: runs at once (recording the run) and offers to save changes to it. */
  savedSearch?: SavedSearchRef;
  /** The search the address bar holds: shown at once, and again whenever the address changes (Back, Forward). */
  urlSearch?: UrlSearch | null;
  /** Puts a search into the address bar (a new history entry); the change then runs it. Without it, searches run directly. */
  onNavigate?: (search: UrlSearch) => void;
}

/** The Apply button's price, from the free count (the server's price of the filters): " · 1 credit", " · free", or nothing yet. */
/** Loaded when first opened: its alert choices and sharing switch (and their labels' schemas) are not on the page's first load. */
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog.tsx').then((module) => ({ default: module.SaveSearchDialog })));

const applyPrice = (count: CountState) =>
  count.status !== 'done' ? '' : count.answer.credit_cost === 0 ? ' · free' : ` · ${plural(count.answer.credit_cost, 'credit')}`;

const defaultName = (values: FilterValues) =>
  `${values.location.trim() || 'My search'}${values.investmentPotential.length ? ` – ${values.investmentPotential.join('/')} potential` : ''}`;

/** Filters, free count with the credit cost, then the results: the body of new-search and of a saved search. */
export const SearchWorkspace = ({ initialValues = DEFAULT_FILTERS, initialSort = '', savedSearch, urlSearch, onNavigate }: Props) => {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [dialog, setDialog] = useState<'new' | 'update' | null>(null);
  const credits = useCredits();
  const { reportBalance } = useBalanceUpdates();
  const { applied, state, run } = useSearchResults();
  const { saveNew, saveChanges, saving } = useSaveSearch(() => setDialog(null));
  // The team is asked for once a new search is being named: its switch shares it (none without a team).
  const team = useCurrentTeam(dialog === 'new');
  const sortBy = applied?.query.sort_by ?? initialSort;

  // On a phone the form sits in a sheet opened from a summary; a guide (the product tour) may ask for it open or closed.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const guide = useFilterSheet();
  const [sheet, setSheet] = useState({ open: guide.wish === 'open', wishNumber: guide.wishNumber });
  if (sheet.wishNumber !== guide.wishNumber)
    setSheet({ open: guide.wish === null ? sheet.open : guide.wish === 'open', wishNumber: guide.wishNumber });
  const setSheetOpen = (open: boolean) => setSheet((current) => ({ ...current, open }));

  const countQuery = useMemo(() => (isSearchable(values) ? toQuery(values) : null), [values]);
  const count = useMatchCount(countQuery);
  const balanceFromCount = count.status === 'done' ? count.answer.credits_remaining : null;
  useEffect(() => {
    if (balanceFromCount !== null) reportBalance(balanceFromCount);
  }, [balanceFromCount, reportBalance]);

  const resultsRef = useRef<HTMLDivElement>(null);
  const scrollToResults = () => requestAnimationFrame(() => resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  // Brought into view again once the results arrive: before, the page may be too short to put them at the top.
  const resultsWanted = useRef(false);
  /**
   * Brings the results into view: they sit below a long form, and the pager below a long table. Not while a guide runs
   * (any wish for the sheet): the product tour scrolls to its own next target, which may be above the results.
   */
  const showResults = () => {
    if (guide.wish !== null) return;
    resultsWanted.current = true;
    scrollToResults();
  };
  useEffect(() => {
    if (state.status === 'loading' || !resultsWanted.current) return;
    resultsWanted.current = false;
    if (guide.wish === null) scrollToResults();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the results asked for have arrived
  }, [state.status]);

  // The address bar is the search's state: whenever it holds another search (a link, reload, Back, Forward), show that one.
  // Restoring costs nothing: the filters were paid for when first applied (credit policy, docs/search-api.md).
  const urlKey = urlSearch ? searchToUrl(urlSearch) : '';
  const firstRun = useRef(true);
  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    const target =
      urlSearch ?? (first && savedSearch ? { query: toQuery(initialValues, initialSort), page: 1, pageSize: PAGE_SIZES[0]! } : null);
    if (!target) return;
    if (!first) setValues(fromQuery(target.query));
    // A saved search records its run once per visit.
    void run({ ...target, savedSearchId: first && savedSearch ? savedSearch.id : undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the address holds another search, not on every render
  }, [urlKey]);

  /** A new search, page or sort: into the address bar when it keeps the search, else run at once. */
  const go = (next: AppliedSearch) =>
    onNavigate ? onNavigate({ query: next.query, page: next.page, pageSize: next.pageSize }) : void run(next);

  /** Shows the form's errors, if any, at the first field in error (on a phone, in the sheet, opened for them): whether there were any. */
  const showErrors = (found: FilterErrors) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return false;
    const firstId = firstFieldInError(found);
    const focusFirst = () => (firstId ? document.getElementById(firstId)?.focus() : undefined);
    if (phone) {
      setSheetOpen(true);
      // Once the sheet is on screen (a hidden field takes no focus).
      requestAnimationFrame(focusFirst);
    } else focusFirst();
    return true;
  };

  const change = (patch: Partial<FilterValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  /** Applies the filters (with `patch`, e.g. the map's view as the area, applied at once). */
  const apply = (event?: FormEvent, patch: Partial<FilterValues> = {}) => {
    event?.preventDefault();
    const next = { ...values, ...patch };
    if (Object.keys(patch).length) change(patch);
    if (showErrors(validateFilters(next))) return;
    go({ query: toQuery(next, sortBy), page: 1, pageSize: applied?.pageSize ?? PAGE_SIZES[0]! });
    // On a phone the results come into view as the sheet closes; a guide pointing at the filters keeps it open.
    if (phone && guide.wish !== 'open') setSheetOpen(false);
    if (!patch.geometry) showResults();
  };

  const area = decodeGeometry(values.geometry);
  const setArea = (next: SearchGeometry | null) => change({ geometry: next ? encodeGeometry(next) : '' });

  const openSave = (kind: 'new' | 'update') => {
    if (!showErrors(validateFilters(values))) setDialog(kind);
  };
  const savedQuery = (): SearchQuery => toQuery(values, sortBy);
  // Both sides through the form model: a query from the address bar that leaves a default out (status) is the same search.
  const appliedKey = applied ? JSON.stringify({ ...toQuery(fromQuery(applied.query)), sort_by: undefined }) : '';
  const changedSinceApply = applied !== null && appliedKey !== JSON.stringify({ ...toQuery(values), sort_by: undefined });

  const fields = (
    <>
      <SearchFilters values={values} errors={errors} onChange={change} />
      {area ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="filter-area">
            Searching inside the area drawn on the map: {describeGeometry(area)}.
          </Typography>
          <Button size="small" onClick={() => setArea(null)}>
            Remove the area
          </Button>
        </Box>
      ) : null}
    </>
  );
  const resetButton = (
    <Button id="reset-filters" startIcon={<RestartAltIcon />} onClick={() => (setValues(DEFAULT_FILTERS), setErrors({}))}>
      Reset
    </Button>
  );
  const saveButtons = (
    <>
      {savedSearch ? (
        <Button
          id="save-search-changes"
          variant="outlined"
          onClick={() => openSave('update')}
          disabled={saving || Boolean(savedSearch.editRefusal)}
          title={savedSearch.editRefusal ?? undefined}
        >
          Save changes
        </Button>
      ) : null}
      <Button id="save-search" variant="outlined" startIcon={<BookmarkAddIcon />} onClick={() => openSave('new')} disabled={saving}>
        {savedSearch ? 'Save as new search' : 'Save search'}
      </Button>
    </>
  );
  const applyButton = (
    <Button id="apply-filters" type="submit" variant="contained" startIcon={<FilterAltIcon />} disabled={state.status === 'loading'}>
      Apply filters{applyPrice(count)}
    </Button>
  );
  const changedNote = changedSinceApply ? (
    <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
      The filters have changed since the results below were loaded: apply them to update the results.
    </Typography>
  ) : null;

  return (
    <Stack spacing={2}>
      {phone ? (
        <FilterSheet
          values={values}
          open={sheet.open}
          onOpen={() => setSheetOpen(true)}
          onClose={() => setSheetOpen(false)}
          onSubmit={(event) => apply(event)}
          guided={guide.wish === 'open'}
          summaryActions={saveButtons}
          summaryNote={changedNote}
          footer={
            <>
              {resetButton}
              {applyButton}
            </>
          }
        >
          {fields}
          <Divider sx={{ my: 2.5 }} />
          <CountSummary state={count} credits={credits} />
        </FilterSheet>
      ) : (
        <Paper
          variant="outlined"
          component="form"
          onSubmit={(event) => apply(event)}
          noValidate
          aria-label="Search filters"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {fields}
          <Divider sx={{ my: 2.5 }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
              <CountSummary state={count} credits={credits} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {resetButton}
              {saveButtons}
              {applyButton}
            </Stack>
          </Box>
          {changedNote}
        </Paper>
      )}

      {applied && state.status === 'done' && state.page.count > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <DownloadButton query={applied.query} auction={isAuctionQuery(applied.query)} />
        </Box>
      ) : null}
      <Box ref={resultsRef} sx={{ scrollMarginTop: 64 }}>
        <ResultsPanel
          state={state}
          applied={applied}
          area={{
            area,
            areaApplied: area !== null && applied?.query.geometry === values.geometry,
            count,
            onAreaChange: setArea,
            onApplyArea: () => apply(),
            onSearchView: (view) => apply(undefined, { geometry: encodeGeometry(view) }),
          }}
          creditCost={credits.costPerPage}
          onPage={(page, pageSize) => {
            if (!applied) return;
            go({ ...applied, page, pageSize, savedSearchId: undefined });
            showResults();
          }}
          onSort={(next) =>
            applied && go({ ...applied, query: { ...applied.query, sort_by: next || undefined }, page: 1, savedSearchId: undefined })
          }
          onRetry={() => applied && void run(applied)}
        />
      </Box>

      {dialog ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open
            title={dialog === 'update' ? 'Save changes to this search' : 'Save search'}
            defaultName={dialog === 'update' && savedSearch ? savedSearch.name : defaultName(values)}
            withAlerts={dialog === 'new'}
            teamName={dialog === 'new' ? (team.data?.name ?? null) : null}
            saving={saving}
            onClose={() => setDialog(null)}
            onSave={(name, changeAlerts, shared) =>
              dialog === 'update' && savedSearch
                ? void saveChanges(savedSearch.id, name, savedQuery(), savedSearch.record)
                : void saveNew(
                    name,
                    savedQuery(),
                    !changedSinceApply && state.status === 'done' ? state.page.count : undefined,
                    changeAlerts,
                    shared,
                  )
            }
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};
