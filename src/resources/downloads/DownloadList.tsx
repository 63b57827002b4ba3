import { TitledList } from '../../shared/TitledList.tsx';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, NumberField, TextField } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { dateTime, plural } from '../../shared/format.ts';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { DownloadAgainButton, RenameButton } from './DownloadActions.tsx';
import type { DownloadRecord } from '../../dataProvider/downloadTypes.ts';
import { formatBytes, statusLabel } from './format.ts';

const STATUS_COLOR = { ready: 'success', building: 'info', failed: 'error' } as const;

const Status = ({ record }: { record: DownloadRecord }) => (
  <Chip size="small" color={STATUS_COLOR[record.status]} label={statusLabel(record)} />
);

/** A phone's row: the download's facts stacked in one cell, so the page never scrolls sideways. */
const StackedDownload = ({ record }: { record: DownloadRecord }) => (
  <Box sx={{ overflowWrap: 'anywhere' }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {record.name}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {record.format_label} · {plural(record.row_count, 'row')} · {formatBytes(record.size_bytes)} · {dateTime(record.created_at)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {record.criteria.join(' · ')}
    </Typography>
    <Box sx={{ mt: 0.5 }}>
      <Status record={record} />
    </Box>
  </Box>
);

const Empty = () => (
  <EmptyState icon={<DownloadIcon />} title="No downloads yet">
    Download the results of a search and they will be kept here.
  </EmptyState>
);

/** products/usage/download-history: every past download, newest first, to download again or rename. */
export default function DownloadList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // ?download=<id>: the entry a ledger row points at, picked out.
  const picked = Number(useSearchParams()[0].get('download'));
  return (
    <TitledList title="Download history" exporter={false} empty={<Empty />} perPage={25} storeKey={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        rowSx={(record) => (picked && record.id === picked ? { backgroundColor: 'action.selected' } : {})}
      >
        {wide ? null : <FunctionField<DownloadRecord> label="Download" render={(r) => <StackedDownload record={r} />} />}
        {wide ? <TextField source="name" sortable={false} /> : null}
        {wide ? <FunctionField<DownloadRecord> label="Format" render={(r) => r.format_label} /> : null}
        {wide ? (
          <FunctionField<DownloadRecord>
            label="Search criteria"
            render={(r) => r.criteria.join(' · ')}
            sx={{ maxWidth: 360, display: 'block' }}
          />
        ) : null}
        {wide ? <NumberField source="row_count" label="Rows" sortable={false} /> : null}
        {wide ? <FunctionField<DownloadRecord> label="Size" render={(r) => formatBytes(r.size_bytes)} /> : null}
        {wide ? <DateField source="created_at" label="Date" showTime sortable={false} /> : null}
        {wide ? <FunctionField<DownloadRecord> label="Status" render={(r) => <Status record={r} />} /> : null}
        <FunctionField<DownloadRecord>
          label="Actions"
          render={() => (
            <>
              <DownloadAgainButton />
              <RenameButton />
            </>
          )}
        />
      </Datagrid>
    </TitledList>
  );
}
