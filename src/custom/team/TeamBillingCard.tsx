import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { useState } from 'react';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team, TeamMember } from '../../dataProvider/teams.ts';
import { plural } from '../../shared/format.ts';
import { memberName } from './teamQueries.ts';
import { useProfile } from '../../shared/useProfile.ts';

/**
 * Who pays for the team (its plan and credit pool are theirs), and, to the member who pays (or to owners once nobody
 * does), handing the billing to another owner. The server decides who may (the 403 and 409 reasons are shown).
 */
export const TeamBillingCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const profile = useProfile();
  const [chosen, setChosen] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const payer = team.members.find((member) => member.user_id === team.billing_user_id) ?? null;
  const selfId = profile.data?.id;
  const mayHandOver = selfId !== undefined && (payer ? payer.user_id === selfId : team.role === 'owner');
  const candidates = team.members.filter((member) => member.role === 'owner' && member.user_id !== team.billing_user_id);
  const target: TeamMember | undefined = candidates.find((member) => member.user_id === chosen);
  const handOver = useMutation({
    mutationFn: (userId: number) => dataProvider.handOverBilling(userId),
    onSuccess: (_, userId) => {
      const name = memberName(team.members.find((member) => member.user_id === userId)!);
      notify(`${name} pays for the team from now on.`, { type: 'success' });
      setConfirming(false);
      setChosen('');
      // The team, and the plan and balance every screen shows, have changed hands.
      return queryClient.invalidateQueries();
    },
    onError: () => setConfirming(false),
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Billing
        </Typography>
        {/* Said once the caller is known: the payer would otherwise read their own name first, as someone else's. */}
        {profile.isPending ? null : (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="team-payer">
            {payer
              ? `${payer.user_id === selfId ? 'You pay' : `${memberName(payer)} pays`} for the team: its plan and its ${plural(team.balance, 'credit')}, which everyone spends from, are ${payer.user_id === selfId ? 'yours' : 'theirs'}.`
              : "Nobody pays for the team: the account that did was deleted. An owner takes the team's billing over here."}
          </Typography>
        )}
        {handOver.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errorDetail(handOver.error)}
          </Alert>
        )}
        {mayHandOver &&
          (candidates.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              To hand the billing over, make another member an owner first.
            </Typography>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
              <TextField
                select
                size="small"
                label="Hand billing to"
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
                sx={{ minWidth: 240, maxWidth: { sm: 420 }, flexGrow: 1 }}
              >
                {candidates.map((member) => (
                  <MenuItem key={member.user_id} value={member.user_id}>
                    {/* The e-mail too: two members may share a name. */}
                    {memberName(member) === member.email ? member.email : `${memberName(member)} · ${member.email}`}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={!target || handOver.isPending}
                onClick={() => setConfirming(true)}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                Hand billing over
              </Button>
            </Stack>
          ))}
        <Confirm
          isOpen={confirming && target !== undefined}
          loading={handOver.isPending}
          title={`Hand the team's billing to ${target ? memberName(target) : ''}?`}
          content={
            `${target ? memberName(target) : ''} takes over the team's plan, its ${plural(team.balance, 'credit')} and the card on file, ` +
            'and manages the plan from then on; their own credits join the team’s. You keep your own account, without the team’s ' +
            'credits, and may then leave the team.'
          }
          confirm="Hand billing over"
          onConfirm={() => target && handOver.mutate(target.user_id)}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
};
