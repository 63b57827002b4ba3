import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { EVENT_LABELS, EVENT_TYPES, MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH } from '../../../server/webhooks/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { NewWebhookEndpoint, WebhookEventType } from '../../dataProvider/webhooks.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';

/** Adds an endpoint: its https URL, a description and the events to send. */
export const WebhookEndpointCreate = ({ onCreated }: { onCreated: (endpoint: NewWebhookEndpoint) => void }) => {
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

/** The new endpoint's signing secret, shown this once. */
export const WebhookSecretNotice = ({ endpoint, onClose }: { endpoint: NewWebhookEndpoint; onClose: () => void }) => (
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
