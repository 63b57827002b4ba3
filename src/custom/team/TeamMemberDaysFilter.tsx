import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { Team } from '../../dataProvider/teams.ts';

/** The filters the team's audit views share: a member and a range of days (ISO dates), plus any of their own. */
interface MemberDaysFilter {
  member?: number;
  from?: string;
  to?: string;
}

/** A team view's filter and page: changing a filter goes back to page 1; `badRange` when the last day precedes the first. */
export function useTeamFilter<F extends MemberDaysFilter>() {
  const [filter, setFilter] = useState<F>({} as F);
  const [page, setPage] = useState(1);
  const change = (field: keyof F & string) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFilter((current) => ({ ...current, [field]: value === '' ? undefined : field === 'member' ? Number(value) : value }));
    setPage(1);
  };
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  return { filter, page, setPage, change, badRange };
}

/** The member picker and the From and To days, for a view's filter row. */
export const TeamMemberDaysFilter = <F extends MemberDaysFilter>({
  team,
  filter,
  change,
  badRange,
}: { team: Team } & Pick<ReturnType<typeof useTeamFilter<F>>, 'filter' | 'change' | 'badRange'>) => (
  <>
    <TextField select label="Member" value={filter.member ?? ''} onChange={change('member')} sx={{ minWidth: 200 }}>
      <MenuItem value="">Everyone</MenuItem>
      {team.members.map((member) => (
        <MenuItem key={member.user_id} value={member.user_id}>
          {`${member.firstname} ${member.lastname}`.trim() || member.email}
        </MenuItem>
      ))}
    </TextField>
    <TextField label="From" type="date" value={filter.from ?? ''} onChange={change('from')} slotProps={{ inputLabel: { shrink: true } }} />
    <TextField
      label="To"
      type="date"
      value={filter.to ?? ''}
      onChange={change('to')}
      slotProps={{ inputLabel: { shrink: true } }}
      error={badRange}
      helperText={badRange ? 'The last day comes before the first.' : undefined}
    />
  </>
);
