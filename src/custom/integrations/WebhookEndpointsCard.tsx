import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { WebhookEndpoint } from '../../dataProvider/webhooks.ts';
import { dateTime } from '../../shared/format.ts';
import { ENDPOINTS_KEY, DELIVERIES_KEY } from './webhookLabels.ts';

/** The registered endpoints with their events, each with Send test event and Delete (confirmed). */
export const WebhookEndpointsCard = ({ endpoints }: { endpoints: WebhookEndpoint[] }) => {
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
