import { TitledList } from '../../shared/TitledList.tsx';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { DataTable, DeleteButton, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dateTime, plural } from '../../shared/format.ts';
import { fromQuery } from '../../shared/search/filterModel.ts';
import { NewListButton } from '../../shared/search/NewListButton.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { querySummary } from './querySummary.ts';
import { SharedChip } from './SharingControl.tsx';
import { changeAlertsText } from '../../../server/savedSearches/schemas.ts';
import type { SavedSearch } from '../../dataProvider/savedSearchTypes.ts';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';

const Actions = () => (
  <TopToolbar>
    <NewListButton />
  </TopToolbar>
);

const Empty = () => (
  <EmptyState icon={<BookmarkBorderIcon />} title="No saved searches yet" actions={<NewListButton />}>
    Build a search on the filter page and press Save search: it appears here, ready to re-run, with how many new listings match since you
    last ran it.
  </EmptyState>
);

const NewResults = ({ record }: { record: SavedSearch }) =>
  record.new_results_count > 0 ? (
    <Chip size="small" color="success" label={`${record.new_results_count.toLocaleString('en-US')} new`} />
  ) : (
    <Typography variant="body2" color="text.secondary">
      None
    </Typography>
  );

/** products/lists/saved-searches: the user's saved searches and those shared with their team, newest first; a click re-runs one. */
export const SavedSearchList = () => (
  <TitledList
    title="Saved searches"
    actions={<Actions />}
    empty={<Empty />}
    perPage={25}
    sort={{ field: 'id', order: 'DESC' }}
    sx={{ '& .RaList-main': { mt: 1, minWidth: 0 }, '& .RaList-content': { overflowX: 'auto', minWidth: 0 } }}
  >
    <DataTable<SavedSearch> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col<SavedSearch>
        label="Search"
        disableSort
        render={(record) => (
          <Box sx={{ minWidth: 200 }}>
            <Typography fontWeight={500}>{record.name}</Typography>
            <Typography variant="caption" color="text.secondary" display="block">
              {fromQuery(record.query).location} · {querySummary(record.query)}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col<SavedSearch>
        label="Last run"
        disableSort
        render={(record) => (record.last_run_at ? dateTime(record.last_run_at) : 'Never')}
      />
      <DataTable.Col<SavedSearch>
        label="Results then"
        disableSort
        align="right"
        render={(record) => (record.last_result_count === null ? '—' : plural(record.last_result_count, 'property', 'properties'))}
      />
      <DataTable.Col<SavedSearch> label="New since last run" disableSort render={(record) => <NewResults record={record} />} />
      <DataTable.Col<SavedSearch> label="Change alerts" disableSort render={(record) => changeAlertsText(record.change_alerts ?? [])} />
      <DataTable.Col<SavedSearch> label="Sharing" disableSort render={(record) => <SharedChip record={record} />} />
      <DataTable.Col<SavedSearch>
        label={
          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            Actions
          </Box>
        }
        disableSort
        align="right"
        render={(record) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }} onClick={(event) => event.stopPropagation()}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<PlayArrowIcon />}
              component={RouterLink}
              to={`/${SAVED_SEARCHES}/${record.id}`}
              aria-label={`Run ${record.name}`}
            >
              Run
            </Button>
            {record.can_edit === false ? (
              <Tooltip title={record.edit_refusal ?? ''}>
                <span>
                  <Button
                    size="small"
                    disabled
                    startIcon={<LockOutlinedIcon />}
                    aria-label={`Delete ${record.name}: ${record.edit_refusal ?? ''}`}
                  >
                    Delete
                  </Button>
                </span>
              </Tooltip>
            ) : (
              <DeleteButton
                record={record}
                mutationMode="pessimistic"
                confirmTitle={`Delete "${record.name}"?`}
                confirmContent={
                  record.shared
                    ? 'The saved search is removed for the whole team; its results stay available through a new search.'
                    : 'The saved search is removed; its results stay available through a new search.'
                }
              />
            )}
          </Stack>
        )}
      />
    </DataTable>
  </TitledList>
);
