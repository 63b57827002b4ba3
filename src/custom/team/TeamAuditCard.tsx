import {
  Alert,
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
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { AUDIT_EVENT_LABELS, auditEventLabel } from '../../../server/teams/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { AuditFilterValues, Team } from '../../dataProvider/teams.ts';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import { dateTime } from '../../shared/format.ts';
import { TeamMemberDaysFilter, useTeamFilter } from './TeamMemberDaysFilter.tsx';

const PAGE_SIZE = 25;

/** The team's audit log (owners and account managers): who did what, filterable by event, member and days, exportable as CSV. */
export const TeamAuditCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { filter, page, setPage, change, badRange } = useTeamFilter<AuditFilterValues>();
  const events = useQuery({
    queryKey: ['team', 'audit', filter, page],
    queryFn: () => dataProvider.teamAudit(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.teamAuditCsv(filter),
    onSuccess: (file) => saveFile(file, 'team-audit-log.csv'),
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Audit log
          </Typography>
          <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending || badRange}>
            Export CSV
          </Button>
        </Stack>
        <Typography color="text.secondary" gutterBottom>
          Security-relevant events of the team, kept for one year. Read-only.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ my: 2, flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 180px' } } }}
        >
          <TextField select label="Event" value={filter.event ?? ''} onChange={change('event')} sx={{ minWidth: 200 }}>
            <MenuItem value="">All events</MenuItem>
            {Object.entries(AUDIT_EVENT_LABELS).map(([event, label]) => (
              <MenuItem key={event} value={event}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TeamMemberDaysFilter team={team} filter={filter} change={change} badRange={badRange} />
        </Stack>
        {events.error && <Alert severity="error">{errorDetail(events.error)}</Alert>}
        {events.data && events.data.count === 0 && <Typography color="text.secondary">No events match these filters.</Typography>}
        {events.data && events.data.count > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label="Audit events">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Event</TableCell>
                    <TableCell>By</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>About</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {events.data.results.map((event) => (
                    <TableRow key={event.id}>
                      <TableCell>{dateTime(event.created_at)}</TableCell>
                      <TableCell>{auditEventLabel(event.event)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{event.actor_email ?? 'PropScout'}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, wordBreak: 'break-word' }}>{event.subject}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={events.data.count}
              page={page - 1}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next + 1)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
