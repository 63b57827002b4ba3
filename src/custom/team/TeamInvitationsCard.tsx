import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { TEAM_ROLE_HINTS, TEAM_ROLE_LABELS } from '../../../server/teams/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team, TeamRole } from '../../dataProvider/teams.ts';
import { grantableRoles, TEAM_KEY } from './teamQueries.ts';
import { shortDate } from '../../shared/format.ts';

const INVITATIONS_KEY = ['team', 'invitations'] as const;
const STATUS_LABELS = { pending: 'Waiting for an answer', accepted: 'Accepted', expired: 'Expired' } as const;

/** Invite by e-mail with a role, and the invitations sent (a pending one can be withdrawn). Owners and account managers only. */
export const TeamInvitationsCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const invitations = useQuery({ queryKey: INVITATIONS_KEY, queryFn: () => dataProvider.teamInvitations() });
  const invite = useMutation({
    mutationFn: () => dataProvider.inviteMember(email.trim(), role),
    onSuccess: (invitation) => {
      notify(`Invitation sent to ${invitation.email}.`, { type: 'success' });
      setEmail('');
      return queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => dataProvider.withdrawInvitation(id),
    onSuccess: () => {
      notify('Invitation withdrawn.', { type: 'info' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
      ]);
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.mutate();
  };
  const sent = invitations.data?.results.filter((invitation) => invitation.status !== 'accepted') ?? [];

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Invite a member
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          They get an e-mail with a link; signing in (or signing up) with that address joins {team.name}.
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            label="E-mail address"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
            helperText={TEAM_ROLE_HINTS[role]}
            sx={{ flex: 1, minWidth: 200 }}
          >
            {grantableRoles(team.role).map((choice) => (
              <MenuItem key={choice} value={choice}>
                {TEAM_ROLE_LABELS[choice]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={!email.trim() || invite.isPending}
            sx={{ alignSelf: { md: 'flex-start' }, mt: { md: 1 } }}
          >
            Send invitation
          </Button>
        </Stack>
        {invite.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(invite.error)}
          </Alert>
        )}
        {invitations.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(invitations.error)}
          </Alert>
        )}
        {sent.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
              Invitations sent
            </Typography>
            <List dense aria-label="Invitations sent">
              {sent.map((invitation) => (
                <ListItem
                  key={invitation.id}
                  disableGutters
                  secondaryAction={
                    invitation.status === 'pending' && (
                      <Button size="small" onClick={() => withdraw.mutate(invitation.id)} disabled={withdraw.isPending}>
                        Withdraw
                      </Button>
                    )
                  }
                >
                  <ListItemText
                    primary={invitation.email}
                    secondary={`${TEAM_ROLE_LABELS[invitation.role]} · ${STATUS_LABELS[invitation.status]} · sent ${shortDate(invitation.created_at)}, expires ${shortDate(invitation.expires_at)}`}
                    sx={{ pr: 10, wordBreak: 'break-word' }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
};
