import WebhookIcon from '@mui/icons-material/Webhook';
import { Alert, Box, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { NewWebhookEndpoint } from '../../dataProvider/webhooks.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ENDPOINTS_KEY } from './webhookLabels.ts';
import { WebhookDeliveriesCard } from './WebhookDeliveriesCard.tsx';
import { WebhookEndpointCreate, WebhookSecretNotice } from './WebhookEndpointCreate.tsx';
import { WebhookEndpointsCard } from './WebhookEndpointsCard.tsx';

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
        {created && <WebhookSecretNotice endpoint={created} onClose={() => setCreated(null)} />}
        <WebhookEndpointCreate
          onCreated={(endpoint) => {
            setCreated(endpoint);
            void queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
          }}
        />
        {endpoints.error && <Alert severity="error">{errorDetail(endpoints.error)}</Alert>}
        <WebhookEndpointsCard endpoints={list} />
        <WebhookDeliveriesCard endpoints={list} />
      </Stack>
    </Box>
  );
};
export default WebhooksPage;
