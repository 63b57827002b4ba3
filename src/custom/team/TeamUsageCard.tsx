import {
  Alert,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { TeamUsage, TeamUsageFilter } from '../../dataProvider/teams.ts';
import { USAGE_SERIES } from '../usage/usageLabels.ts';

type MemberUsage = TeamUsage['members'][number];

const pad = (n: number) => String(n).padStart(2, '0');
/** This month's first and last day, in the browser's calendar. */
export function thisMonth(today = new Date()): Required<TeamUsageFilter> {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

const memberName = (m: MemberUsage) => [m.firstname, m.lastname].filter(Boolean).join(' ') || m.email;

/** The team's usage (owners and account managers): credits per member over a date range, by kind of spend. */
export const TeamUsageCard = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [range, setRange] = useState<Required<TeamUsageFilter>>(() => thisMonth());
  const badRange = !range.from || !range.to || range.from > range.to;
  const usage = useQuery({
    queryKey: ['team', 'usage', range],
    queryFn: () => dataProvider.teamUsage(range),
    enabled: !badRange,
    placeholderData: keepPreviousData,
  });
  const change = (field: 'from' | 'to') => (event: { target: { value: string } }) =>
    setRange((current) => ({ ...current, [field]: event.target.value }));
  const members = usage.data?.members ?? [];

  return (
    <Card component="section" aria-labelledby="team-usage-heading">
      <CardContent>
        <Typography id="team-usage-heading" variant="h6" component="h2">
          Team usage
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Credits each current member used over the days, net of refunds.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ my: 2 }}>
          <TextField type="date" label="From" value={range.from} onChange={change('from')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            type="date"
            label="To"
            value={range.to}
            onChange={change('to')}
            error={badRange}
            helperText={badRange ? 'Must be on or after the start date.' : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {usage.error && <Alert severity="error">{errorDetail(usage.error)}</Alert>}
        {usage.data && usage.data.used === 0 && members.every((m) => m.refunds === 0) ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No credits used in these days.
          </Typography>
        ) : (
          usage.data && (
            <BarChart
              height={260}
              dataset={members.map((m) => ({ ...m, name: memberName(m) }))}
              xAxis={[{ scaleType: 'band', dataKey: 'name', label: 'Member' }]}
              yAxis={[{ label: 'Credits', tickMinStep: 1 }]}
              series={USAGE_SERIES.map((s) => ({ dataKey: s.key, label: s.label, stack: 'usage' }))}
              margin={{ left: 8, right: 8 }}
            />
          )
        )}
        {usage.data && (
          <TableContainer>
            <Table size="small" aria-label="Credits per member and action">
              <TableHead>
                <TableRow>
                  <TableCell>Member</TableCell>
                  {USAGE_SERIES.map((s) => (
                    <TableCell key={s.key} align="right">
                      {s.label}
                    </TableCell>
                  ))}
                  <TableCell align="right">Refunds</TableCell>
                  <TableCell align="right">Used</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {members.map((m) => (
                  <TableRow key={m.user_id}>
                    <TableCell>
                      {memberName(m)}
                      <Typography variant="body2" color="text.secondary">
                        {m.email}
                      </Typography>
                    </TableCell>
                    {USAGE_SERIES.map((s) => (
                      <TableCell key={s.key} align="right">
                        {m[s.key]}
                      </TableCell>
                    ))}
                    <TableCell align="right">{m.refunds}</TableCell>
                    <TableCell align="right">{m.used}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Team</TableCell>
                  <TableCell colSpan={USAGE_SERIES.length + 1} />
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {usage.data.used}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
