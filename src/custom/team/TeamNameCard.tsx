import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { TEAM_ROLE_HINTS, TEAM_ROLE_LABELS } from '../../../server/teams/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team } from '../../dataProvider/teams.ts';
import { TEAM_KEY } from './teamQueries.ts';

/** The team's name (the owner renames it) and the caller's role in it. */
export const TeamNameCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [name, setName] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (next: string) => dataProvider.renameTeam(next),
    onSuccess: (renamed) => {
      queryClient.setQueryData(TEAM_KEY, renamed);
      setName(null);
      notify('The team has been renamed.', { type: 'success' });
    },
  });
  const value = name ?? team.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && value.trim() !== team.name) rename.mutate(value.trim());
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>
          {team.name}
        </Typography>
        <Typography color="text.secondary">
          Your role: <strong>{TEAM_ROLE_LABELS[team.role]}</strong> ({TEAM_ROLE_HINTS[team.role].toLowerCase()})
        </Typography>
        {team.role === 'owner' && (
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
              size="small"
              value={value}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              fullWidth
            />
            <Button type="submit" disabled={!value.trim() || value.trim() === team.name || rename.isPending} sx={{ flexShrink: 0 }}>
              Rename
            </Button>
          </Stack>
        )}
        {rename.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(rename.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
