import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DateField,
  FunctionField,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { dateTime } from '../../shared/format.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ApiKey } from '../../dataProvider/integrations.ts';

const statusColor = (status: number) => (status < 300 ? 'success' : status === 429 || status < 500 ? 'warning' : 'error');

/** The key's calls, newest first, a page at a time (GET /keys/{id}/calls/). */
export const KeyCallLog = ({ keyId }: { keyId: number | string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const calls = useQuery({
    queryKey: ['key-calls', keyId, page, pageSize],
    queryFn: () => dataProvider.keyCalls(keyId, { page: page + 1, pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Call log
        </Typography>
        {calls.isPending && <CircularProgress size={24} aria-label="Loading the call log" />}
        {calls.isError && <Alert severity="error">{errorDetail(calls.error)}</Alert>}
        {calls.data && calls.data.count === 0 && <Typography color="text.secondary">No calls with this key yet.</Typography>}
        {calls.data && calls.data.count > 0 && (
          <>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Call log">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Call</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Credits</TableCell>
                    <TableCell align="right">Time</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {calls.data.results.map((call) => (
                    <TableRow key={call.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(call.called_at)}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {call.method} {call.route}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={call.status} color={statusColor(call.status)} variant="outlined" />
                      </TableCell>
                      <TableCell align="right">{call.credits}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {call.duration_ms} ms
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={calls.data.count}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 100]}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

const Actions = () => (
  <TopToolbar>
    <ListButton label="All keys" />
  </TopToolbar>
);

const Origins = () => {
  const record = useRecordContext<ApiKey>();
  if (!record) return null;
  return record.allowed_origins.length ? (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record.allowed_origins.map((o) => (
        <Chip key={o} size="small" label={o} />
      ))}
    </Box>
  ) : (
    <Typography variant="body2">None: set them on the Website widget page.</Typography>
  );
};

const CallLogOfRecord = () => {
  const record = useRecordContext<ApiKey>();
  return record ? <KeyCallLog keyId={record.id} /> : null;
};

/** One key: its details and its call log. */
export const KeyShow = () => (
  <Show<ApiKey> title="API key" actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="name" label="Name" />
      <FunctionField<ApiKey>
        label="Key"
        render={(r) => (
          <>
            <code>{r.prefix}…</code>
            <Typography variant="caption" color="text.secondary" display="block">
              The full key was shown once, when it was created.
            </Typography>
          </>
        )}
      />
      <DateField source="created_at" label="Created" showTime />
      <FunctionField<ApiKey> label="Last used" render={(r) => (r.last_used_at ? dateTime(r.last_used_at) : 'Never')} />
      <NumberField source="request_count" label="Requests" />
      <FunctionField<ApiKey> label="Widget id" render={(r) => <code>{r.embed_id}</code>} />
      <FunctionField label="Websites allowed to embed the widget" render={() => <Origins />} />
      <FunctionField<ApiKey>
        label="Widget credits"
        render={(r) => `${r.widget_session_credits} per visitor session, ${r.widget_daily_credits} per day`}
      />
    </SimpleShowLayout>
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <CallLogOfRecord />
    </Box>
  </Show>
);
