import WebhookIcon from '@mui/icons-material/Webhook';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormLabel,
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
import { useState, type FormEvent } from 'react';
import { Confirm, Title, useDataProvider, useNotify } from 'react-admin';
import { EVENT_LABELS, EVENT_TYPES, MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH } from '../../../server/webhooks/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type {
  DeliveryFilter,
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
} from '../../dataProvider/webhooks.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import { dateTime, DASH } from '../../shared/format.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';

const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
const DELIVERIES_KEY = ['webhooks', 'deliveries'] as const;
const PAGE_SIZE = 10;

/** A delivery's state in words: waiting for its first try, retrying after a failure, delivered, or given up. */
export function deliveryStatusLabel(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): string {
  if (delivery.status === 'succeeded') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.attempts > 0 ? 'Retrying' : 'Waiting';
}
const STATUS_COLORS = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;
const STATUS_FILTERS: { value: WebhookDeliveryStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'succeeded', label: 'Delivered' },
  { value: 'pending', label: 'Waiting or retrying' },
  { value: 'failed', label: 'Failed' },
];

const NewEndpointCard = ({ onCreated }: { onCreated: (endpoint: NewWebhookEndpoint) => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['listing.new_match']);
  const create = useMutation({
    mutationFn: () => dataProvider.createWebhookEndpoint({ url: url.trim(), description: description.trim(), event_types: events }),
    onSuccess: (endpoint) => {
      setUrl('');
      setDescription('');
      onCreated(endpoint);
    },
  });
  const toggle = (type: WebhookEventType) =>
    setEvents((chosen) =>
      chosen.includes(type) ? chosen.filter((t) => t !== type) : EVENT_TYPES.filter((t) => t === type || chosen.includes(t)),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() && events.length) create.mutate();
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Add an endpoint
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          PropScout POSTs each event as JSON to this https address, signed with the endpoint&apos;s secret (see the webhooks guide).
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 2 }}>
          <TextField
            label="Endpoint URL"
            required
            value={url}
            placeholder="https://example.com/propscout/webhooks"
            onChange={(event) => setUrl(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_URL_LENGTH } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION_LENGTH } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">Events to send</FormLabel>
            <FormGroup>
              {EVENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} />}
                  label={EVENT_LABELS[type]}
                />
              ))}
            </FormGroup>
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={!url.trim() || !events.length || create.isPending}>
              Add endpoint
            </Button>
          </Box>
        </Stack>
        {create.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(create.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};

const SecretNotice = ({ endpoint, onClose }: { endpoint: NewWebhookEndpoint; onClose: () => void }) => (
  <Alert severity="success" onClose={onClose} data-testid="webhook-secret">
    <AlertTitle>Endpoint added: copy its signing secret now</AlertTitle>
    <Typography variant="body2" gutterBottom>
      This is the only time the secret of {endpoint.url} is shown. Keep it with the code that verifies PropScout-Signature.
    </Typography>
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
      <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint.secret}
      </Box>
      <CopyButton text={endpoint.secret} label="Copy secret" what="Signing secret" />
    </Stack>
  </Alert>
);

const EndpointsCard = ({ endpoints }: { endpoints: WebhookEndpoint[] }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const refresh = () => Promise.all([ENDPOINTS_KEY, DELIVERIES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const test = useMutation({
    mutationFn: (id: number) => dataProvider.sendWebhookTest(id),
    onSuccess: (delivery) => {
      notify(
        delivery.status === 'succeeded'
          ? `Test event delivered (${delivery.last_status_code}, ${delivery.last_response_ms} ms).`
          : `Test event not delivered: ${delivery.last_error ?? 'no answer'}. It will be retried.`,
        { type: delivery.status === 'succeeded' ? 'success' : 'warning' },
      );
      return refresh();
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteWebhookEndpoint(id),
    onSuccess: () => {
      notify('Endpoint deleted.', { type: 'info' });
      setDeleting(null);
      return refresh();
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Endpoints
        </Typography>
        {endpoints.length === 0 ? (
          <Typography color="text.secondary">No endpoint yet: add one above.</Typography>
        ) : (
          <Stack spacing={2} component="ul" aria-label="Webhook endpoints" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {endpoints.map((endpoint) => (
              <Box component="li" key={endpoint.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }} aria-label={endpoint.url}>
                <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
                {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
                  {endpoint.events.map((event) => (
                    <Chip key={event.type} size="small" label={event.label} />
                  ))}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Secret {endpoint.secret_hint} · added {dateTime(endpoint.created_at)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => test.mutate(endpoint.id)} disabled={test.isPending}>
                    Send test event
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(endpoint)}>
                    Delete
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
        <Confirm
          isOpen={deleting !== null}
          title="Delete this endpoint?"
          content={`${deleting?.url ?? ''} will receive no more events, and its delivery log is deleted with it.`}
          confirm="Delete"
          onConfirm={() => deleting && remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
          loading={remove.isPending}
        />
      </CardContent>
    </Card>
  );
};

const DeliveriesCard = ({ endpoints }: { endpoints: WebhookEndpoint[] }) => {
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

/** Outbound webhooks: endpoints with their events, a signing secret shown once, test events, the delivery log and replays. */
const WebhooksPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<NewWebhookEndpoint | null>(null);
  const endpoints = useQuery({ queryKey: ENDPOINTS_KEY, queryFn: () => dataProvider.webhookEndpoints() });
  const list = endpoints.data?.results ?? [];
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Title title="Webhooks" />
      <PageHeader title="Webhooks">
        <WebhookIcon color="action" />
      </PageHeader>
      <Stack spacing={2}>
        {created && <SecretNotice endpoint={created} onClose={() => setCreated(null)} />}
        <NewEndpointCard
          onCreated={(endpoint) => {
            setCreated(endpoint);
            void queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
          }}
        />
        {endpoints.error && <Alert severity="error">{errorDetail(endpoints.error)}</Alert>}
        <EndpointsCard endpoints={list} />
        <DeliveriesCard endpoints={list} />
      </Stack>
    </Box>
  );
};
export default WebhooksPage;
