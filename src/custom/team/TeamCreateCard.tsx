import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { TEAM_KEY } from './teamQueries.ts';

/** A user without a team starts one here and becomes its owner. */
export const TeamCreateCard = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => dataProvider.createTeam(name.trim()),
    onSuccess: (team) => {
      queryClient.setQueryData(TEAM_KEY, team);
      notify(`Team ${team.name} created. Invite your partners next.`, { type: 'success' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Start a team
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          A team shares one account with partners, assistants and acquisition managers. You become its owner; you can invite members and
          give an account manager the right to audit usage and logs.
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, maxWidth: 560 }}
        >
          <TextField
            label="Team name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={!name.trim() || create.isPending} sx={{ flexShrink: 0 }}>
            Create team
          </Button>
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
