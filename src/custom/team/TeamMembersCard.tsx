import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { MAX_CREDIT_CAP, TEAM_ROLE_LABELS } from '../../../server/teams/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team, TeamMember, TeamRole } from '../../dataProvider/teams.ts';
import { grantableRoles, managesTeam, memberName, TEAM_KEY } from './teamQueries.ts';
import { plural, shortDate } from '../../shared/format.ts';
import { useProfile } from '../../shared/useProfile.ts';

/** A cap as typed: blank is no cap; otherwise a whole number of credits from 0 to MAX_CREDIT_CAP, or why not. */
export function parseCap(text: string): { cap: number | null } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { cap: null };
  if (!/^\d+$/.test(trimmed)) return { error: 'A whole number of credits, or blank for no cap' };
  const cap = Number(trimmed);
  if (cap > MAX_CREDIT_CAP) return { error: `At most ${MAX_CREDIT_CAP.toLocaleString('en-US')}` };
  return { cap };
}

/** A member's monthly cap: a number field with Save for owners and account managers, the cap in words for others. */
function CapCell({ member, editable }: { member: TeamMember; editable: boolean }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const saved = member.credit_cap === null ? '' : String(member.credit_cap);
  const [text, setText] = useState(saved);
  const parsed = parseCap(text);
  const save = useMutation({
    mutationFn: (cap: number | null) => dataProvider.setMemberCap(member.user_id, cap),
    onSuccess: (changed) => {
      notify(
        changed.credit_cap === null
          ? `${memberName(changed)} has no monthly cap.`
          : `${memberName(changed)} may spend ${plural(changed.credit_cap, 'credit')} a month.`,
        { type: 'success' },
      );
      return queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  if (!editable) return <>{member.credit_cap === null ? 'No cap' : plural(member.credit_cap, 'credit')}</>;
  const error = 'error' in parsed ? parsed.error : null;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      alignItems="flex-start"
      onSubmit={(event) => {
        event.preventDefault();
        if ('cap' in parsed) save.mutate(parsed.cap);
      }}
    >
      <TextField
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="No cap"
        error={error !== null}
        helperText={error ?? undefined}
        sx={{ width: 120 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Monthly credit cap of ${memberName(member)}` } }}
      />
      {text.trim() !== saved ? (
        <Button type="submit" size="small" variant="outlined" disabled={error !== null || save.isPending}>
          Save
        </Button>
      ) : null}
    </Stack>
  );
}

/** The members with their roles; owners and account managers change roles and remove members, anyone may leave. */
export const TeamMembersCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const profile = useProfile();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: TeamRole }) => dataProvider.changeMemberRole(member.user_id, role),
    onSuccess: (member) => {
      notify(`${memberName(member)} is now ${TEAM_ROLE_LABELS[member.role].toLowerCase()}.`, { type: 'success' });
      return refetch();
    },
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) => dataProvider.removeMember(member.user_id),
    onSuccess: (_, member) => {
      const leaving = member.user_id === profile.data?.id;
      notify(leaving ? `You left ${team.name}.` : `${memberName(member)} was removed from the team.`, { type: 'success' });
      setRemoving(null);
      return refetch();
    },
    onError: (error) => {
      setRemoving(null);
      notify(errorDetail(error), { type: 'error' });
    },
  });
  const manager = managesTeam(team.role);
  // An account manager manages members and managers, never owners.
  const mayEdit = (member: TeamMember) => manager && (team.role === 'owner' || member.role !== 'owner');
  const selfId = profile.data?.id;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const leaveOrRemove = (member: TeamMember, self: boolean) =>
    (self || mayEdit(member)) && (
      <Button size="small" color="error" onClick={() => setRemoving(member)}>
        {self ? 'Leave team' : 'Remove'}
      </Button>
    );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Members ({team.members.length})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="team-pool">
          Everyone spends from the team&apos;s {plural(team.balance, 'credit')} · {team.seats_used} of {plural(team.seats, 'seat')} used
          (members and open invitations) · Monthly caps count from the 1st of each month (UTC); blank is no cap.
        </Typography>
        {changeRole.error && <Alert severity="error">{errorDetail(changeRole.error)}</Alert>}
        <TableContainer>
          <Table size="small" aria-label="Team members">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Joined</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Credits this month
                </TableCell>
                <TableCell>Monthly cap</TableCell>
                {phone ? null : (
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {team.members.map((member) => {
                const self = member.user_id === selfId;
                return (
                  <TableRow key={member.user_id}>
                    <TableCell>
                      {memberName(member)}
                      {self && ' (you)'}
                      {member.user_id === team.billing_user_id && (
                        <Typography variant="body2" color="text.secondary">
                          Pays for the team
                        </Typography>
                      )}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' }, wordBreak: 'break-all' }}
                      >
                        {member.email}
                      </Typography>
                      {/* On a phone the row's action sits under the name: the table then fits 390 px. */}
                      {phone ? <Box>{leaveOrRemove(member, self)}</Box> : null}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{member.email}</TableCell>
                    <TableCell>
                      {mayEdit(member) && !self ? (
                        <TextField
                          select
                          size="small"
                          value={member.role}
                          onChange={(event) => changeRole.mutate({ member, role: event.target.value as TeamRole })}
                          disabled={changeRole.isPending}
                          slotProps={{ htmlInput: { 'aria-label': `Role of ${memberName(member)}` } }}
                        >
                          {[...new Set([...grantableRoles(team.role), member.role])].map((role) => (
                            <MenuItem key={role} value={role}>
                              {TEAM_ROLE_LABELS[role]}
                            </MenuItem>
                          ))}
                        </TextField>
                      ) : (
                        TEAM_ROLE_LABELS[member.role]
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{shortDate(member.joined_at)}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {member.credits_this_month === null ? '—' : member.credits_this_month.toLocaleString('en-US')}
                    </TableCell>
                    <TableCell>
                      <CapCell key={`${member.user_id}:${member.credit_cap}`} member={member} editable={mayEdit(member)} />
                    </TableCell>
                    {phone ? null : <TableCell align="right">{leaveOrRemove(member, self)}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack>
          <Confirm
            isOpen={removing !== null}
            loading={remove.isPending}
            title={removing?.user_id === selfId ? `Leave ${team.name}?` : `Remove ${removing ? memberName(removing) : ''}?`}
            content={
              removing?.user_id === selfId
                ? 'You keep your own account, but nothing of the team: its shared lists, contacts and credits.'
                : 'They keep their own account but lose the team: its shared lists, contacts and credits.'
            }
            confirm={removing?.user_id === selfId ? 'Leave team' : 'Remove'}
            onConfirm={() => removing && remove.mutate(removing)}
            onClose={() => setRemoving(null)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
