import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { DeliveryFilter, WebhookDeliveryStatus, WebhookEndpoint } from '../../dataProvider/webhooks.ts';
import { dateTime, DASH } from '../../shared/format.ts';
import { DELIVERIES_KEY, PAGE_SIZE, deliveryStatusLabel, STATUS_COLORS, STATUS_FILTERS } from './webhookLabels.ts';

/** The delivery log, filtered by endpoint and state, with each delivery's tries and Replay. */
export const WebhookDeliveriesCard = ({ endpoints }: { endpoints: WebhookEndpoint[] }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const [page, setPage] = useState(1);
  const deliveries = useQuery({
    queryKey: [...DELIVERIES_KEY, filter, page],
    queryFn: () => dataProvider.webhookDeliveries(filter, page, PAGE_SIZE),
  });
  const replay = useMutation({
    mutationFn: (id: number) => dataProvider.replayWebhookDelivery(id),
    onSuccess: (delivery) => {
      const last = delivery.attempt_log.at(-1);
      notify(last?.ok ? `Sent again: answered ${last.status_code} in ${last.response_ms} ms.` : `Sent again: ${last?.error ?? 'failed'}.`, {
        type: last?.ok ? 'success' : 'warning',
      });
      return queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  const change = (next: DeliveryFilter) => {
    setFilter(next);
    setPage(1);
  };
  const rows = deliveries.data?.results ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Deliveries
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          A delivery that is not answered with a 2xx is retried after 1 minute, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours, for at
          most 24 hours.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          <TextField
            select
            label="Endpoint"
            value={filter.endpoint ?? ''}
            onChange={(event) => change({ ...filter, endpoint: event.target.value === '' ? undefined : Number(event.target.value) })}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">All endpoints</MenuItem>
            {endpoints.map((endpoint) => (
              <MenuItem key={endpoint.id} value={endpoint.id}>
                {endpoint.url}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={filter.status ?? ''}
            onChange={(event) => change({ ...filter, status: (event.target.value || undefined) as WebhookDeliveryStatus | undefined })}
            sx={{ minWidth: 200 }}
          >
            {STATUS_FILTERS.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {deliveries.error && <Alert severity="error">{errorDetail(deliveries.error)}</Alert>}
        <TableContainer>
          <Table size="small" aria-label="Webhook deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                <TableCell>Endpoint</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Response</TableCell>
                <TableCell align="right">Response time</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last try</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((delivery) => (
                <TableRow key={delivery.id}>
                  <TableCell>
                    {delivery.event_label}
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {delivery.event_id}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 240 }}>{delivery.endpoint_url}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLORS[delivery.status]} label={deliveryStatusLabel(delivery)} />
                    {delivery.status === 'pending' && delivery.next_attempt_at && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        next try {dateTime(delivery.next_attempt_at)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" title={delivery.last_error ?? undefined}>
                    {delivery.last_status_code ?? (delivery.last_error ? 'No answer' : DASH)}
                  </TableCell>
                  <TableCell align="right">{delivery.last_response_ms === null ? DASH : `${delivery.last_response_ms} ms`}</TableCell>
                  <TableCell align="right">{delivery.attempts}</TableCell>
                  <TableCell>{dateTime(delivery.last_attempt_at)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => replay.mutate(delivery.id)}
                      disabled={replay.isPending}
                      aria-label={`Replay ${delivery.event_id} to ${delivery.endpoint_url}`}
                    >
                      Replay
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {!deliveries.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>No deliveries yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={deliveries.data?.count ?? 0}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      </CardContent>
    </Card>
  );
};
