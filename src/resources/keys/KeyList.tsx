import { TitledList } from '../../shared/TitledList.tsx';
import KeyIcon from '@mui/icons-material/Key';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteWithConfirmButton,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import type { ApiKey } from '../../dataProvider/integrations.ts';
import { countOf } from '../../shared/countOf.ts';
import { EmptyState } from '../../shared/EmptyState.tsx';

const NOUN: [string, string] = ['API key', 'API keys'];

const Empty = () => (
  <EmptyState icon={<KeyIcon />} title="No API keys yet" actions={<CreateButton label="New API key" variant="contained" />}>
    A key lets your own code call the PropScout API and lets your website show the PropScout widget. Calls spend your credits.
  </EmptyState>
);

/** Bulk delete behind a confirmation naming how many keys go; the data provider deletes them one by one. */
const DeleteKeysButton = () => {
  const { selectedIds } = useListContext();
  const what = countOf(selectedIds.length, NOUN);
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${what}?`}
      confirmContent={`Programs and websites using ${selectedIds.length === 1 ? 'it' : 'them'} stop working at once. This cannot be undone.`}
      confirmColor="warning"
      successMessage={`Deleted ${what}.`}
    />
  );
};

const lastUsed = (r: ApiKey) => (r.last_used_at ? dateTime(r.last_used_at) : 'Never');

/** On a phone: the name with its prefix and last use beneath, so the row fits 390 px. */
const NameWithDetails = ({ record }: { record: ApiKey }) => (
  <Box>
    <Typography variant="body2" fontWeight={500}>
      {record.name}
    </Typography>
    <Typography variant="caption" color="text.secondary" display="block" sx={{ fontFamily: 'monospace' }}>
      {record.prefix}
    </Typography>
    <Typography variant="caption" color="text.secondary" display="block">
      Last used: {lastUsed(record)}
    </Typography>
  </Box>
);

/** products/integrations/keys: the user's keys by their prefix (a key is shown once, when created); create, delete, open a key's call log. */
export const KeyList = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <TitledList
      title="API keys"
      exporter={false}
      empty={<Empty />}
      storeKey={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="New API key" />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={<DeleteKeysButton />} rowClick="show" sx={wide ? { '& td, & th': { whiteSpace: 'nowrap' } } : undefined}>
        {wide ? (
          <TextField source="name" label="Name" sortable={false} />
        ) : (
          <FunctionField<ApiKey> label="Name" render={(r) => <NameWithDetails record={r} />} />
        )}
        {wide && (
          <FunctionField<ApiKey>
            label="Key"
            render={(r) => (
              <code aria-label={`Key starting ${r.prefix}`} style={{ fontFamily: 'monospace' }}>
                {r.prefix}
              </code>
            )}
          />
        )}
        {wide && <DateField source="created_at" label="Created" sortable={false} />}
        {wide && <FunctionField<ApiKey> label="Last used" render={lastUsed} />}
        <NumberField source="request_count" label="Requests" sortable={false} />
      </Datagrid>
    </TitledList>
  );
};
