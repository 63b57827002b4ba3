import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SecretField } from './SecretField.tsx';
import type { NewApiKey } from '../../dataProvider/integrations.ts';
import { KEYS } from '../../dataProvider/resourceNames.ts';

/** The contract's bounds on a key's name. */
export const KEY_NAME_MAX = 60;

/** Shown once, right after creation: the full key with its copy button. */
const NewKey = ({ created }: { created: NewApiKey }) => (
  <Card sx={{ mt: 2, maxWidth: 760 }}>
    <CardContent>
      <Typography variant="h5" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <CheckCircleIcon color="success" /> API key “{created.name}” created
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Copy the key now and keep it secret. This page will not show it again, and nobody can: PropScout keeps only a fingerprint of it. If
        you lose it, generate a new key and delete this one.
      </Alert>
      <SecretField value={created.key} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Send it in the <code>X-API-Key</code> header. Its widget id for websites is <code>{created.embed_id}</code>.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/${KEYS}`} variant="contained">
          Done
        </Button>
        <Button component={RouterLink} to="/products/integrations/apis">
          Try it in the API documentation
        </Button>
      </Box>
    </CardContent>
  </Card>
);

/** New API key: a name, then the full key shown once. */
export const KeyCreate = () => {
  const [created, setCreated] = useState<NewApiKey | null>(null);
  if (created) return <NewKey created={created} />;
  return (
    <Create<NewApiKey> title="New API key" redirect={false} mutationOptions={{ onSuccess: (data) => setCreated(data) }}>
      <SimpleForm sx={{ maxWidth: 560 }}>
        <TextInput
          source="name"
          label="Name"
          validate={[required('Give the key a name.'), maxLength(KEY_NAME_MAX, `At most ${KEY_NAME_MAX} characters.`)]}
          helperText="What will use it, e.g. “Deal analyzer script” or “Agency website”."
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
};
