import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DeleteButton, Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { dateTime, plural } from '../../shared/format.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { fromQuery } from '../../shared/search/filterModel.ts';
import { NewListButton } from '../../shared/search/NewListButton.tsx';
import { SearchWorkspace } from '../../shared/search/SearchWorkspace.tsx';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';
import { useUrlSearch } from '../../shared/search/useUrlSearch.ts';
import type { SavedSearch } from '../../dataProvider/savedSearchTypes.ts';
import { ChangeAlertSwitches } from './ChangeAlertSwitches.tsx';
import { SharingControl } from './SharingControl.tsx';

const BackToList = () => (
  <Button component={RouterLink} to={`/${SAVED_SEARCHES}`} startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
    Saved searches
  </Button>
);

/** What has changed since the last run, read before this visit records a new run. */
const RunHistory = ({ record }: { record: SavedSearch }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1, mb: 2 }}>
    <Typography color="text.secondary">
      {record.last_run_at ? `Last run ${dateTime(record.last_run_at)}` : 'First run'}
      {record.last_result_count !== null ? ` · ${plural(record.last_result_count, 'property', 'properties')} then` : ''}
    </Typography>
    <Chip
      size="small"
      color={record.new_results_count > 0 ? 'success' : 'default'}
      label={`${plural(record.new_results_count, 'new listing')} since ${record.last_run_at ? 'the last run' : 'it was saved'}`}
    />
  </Box>
);

/** The sort a saved search was saved with (its query is stored as sent, so read with care). */
const savedSort = (record: SavedSearch) => (typeof record.query.sort_by === 'string' ? record.query.sort_by : undefined);

/** products/lists/saved-searches/{id}: re-runs the saved search (recording the run), with its filters ready to change. */
export const SavedSearchEdit = () => {
  const { id } = useParams();
  const validId = /^[1-9][0-9]{0,17}$/.test(id ?? '');
  // The record is read once: a refetch after the run would hide what was new.
  const {
    data: record,
    error,
    isPending,
  } = useGetOne<SavedSearch>(
    SAVED_SEARCHES,
    { id: Number(id) },
    { enabled: validId, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
  );
  // This visit records a run: leaving forgets the record read before it, so the list (which refetches anyway) and the next
  // visit read the new last run instead of this copy ('Never', 'First run'), which the list would otherwise keep.
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.removeQueries({ queryKey: [SAVED_SEARCHES, 'getOne', { id: String(Number(id)) }] }), [queryClient, id]);
  // Its page, sort and changed filters live in the query string too: reload and Back show the same results.
  const { urlSearch, onNavigate } = useUrlSearch();
  const [startUrl] = useState(urlSearch);
  const initial = useMemo(() => (startUrl ? fromQuery(startUrl.query) : record ? fromQuery(record.query) : undefined), [record, startUrl]);
  const savedSearch = useMemo(
    () =>
      record
        ? { id: record.id, name: record.name, record, editRefusal: record.can_edit === false ? record.edit_refusal : null }
        : undefined,
    [record],
  );

  if (error || !validId) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="Saved search" />
        <BackToList />
        <Alert severity="error" sx={{ mt: 2 }}>
          {!validId ? 'This saved search was not found.' : error?.message || 'The saved search could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  if (isPending || !record || !initial || !savedSearch) {
    return (
      <Box sx={{ py: 2 }} aria-busy>
        <Title title="Saved search" />
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rectangular" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  }
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={record.name} />
      <BackToList />
      <PageHeader title={record.name}>
        <DemoDataChip />
        {record.can_edit !== false ? (
          <DeleteButton
            record={record}
            resource={SAVED_SEARCHES}
            mutationMode="pessimistic"
            confirmTitle={`Delete "${record.name}"?`}
            confirmContent={record.shared ? 'The saved search is removed for the whole team.' : 'The saved search is removed.'}
            redirect={`/${SAVED_SEARCHES}`}
          />
        ) : null}
        <NewListButton />
      </PageHeader>
      <RunHistory record={record} />
      <SharingControl record={record} />
      <ChangeAlertSwitches record={record} />
      <SearchWorkspace
        key={record.id}
        initialValues={initial}
        initialSort={(startUrl ? startUrl.query.sort_by : savedSort(record)) ?? ''}
        savedSearch={savedSearch}
        urlSearch={urlSearch}
        onNavigate={onNavigate}
      />
    </Box>
  );
};
