import DownloadIcon from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NumberField, TextField } from 'react-admin';
import { EmptyState } from '../shared/EmptyState.tsx';
import { DownloadAgainButton, RenameButton } from './DownloadActions.tsx';
import { formatBytes, type DownloadRecord } from './format.ts';

const STATUS_COLOR = { ready: 'success', building: 'info', failed: 'error' } as const;

const Empty = () => (
  <EmptyState icon={<DownloadIcon />} title="No downloads yet">
    Download the results of a search and they will be kept here.
  </EmptyState>
);

/** products/usage/download-history: every past download, newest first, to download again or rename. */
export default function DownloadList() {
  return (
    <List title="Download history" exporter={false} empty={<Empty />} perPage={25} storeKey={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" sortable={false} />
        <FunctionField<DownloadRecord> label="Format" render={(r) => r.file_extension.toUpperCase()} />
        <FunctionField<DownloadRecord>
          label="Search criteria"
          render={(r) => r.criteria.join(' · ')}
          sx={{ maxWidth: 360, display: 'block' }}
        />
        <NumberField source="row_count" label="Rows" sortable={false} />
        <FunctionField<DownloadRecord> label="Size" render={(r) => formatBytes(r.size_bytes)} />
        <DateField source="created_at" label="Date" showTime sortable={false} />
        <FunctionField<DownloadRecord>
          label="Status"
          render={(r) => (
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
              label={r.status === 'building' ? `building ${r.rows_written}/${r.row_count}` : r.status}
            />
          )}
        />
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
    </List>
  );
}
