import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team, TeamLedgerFilterValues } from '../../dataProvider/teams.ts';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import { count, dateTime, plural } from '../../shared/format.ts';
import { TeamMemberDaysFilter, useTeamFilter } from './TeamMemberDaysFilter.tsx';

const PAGE_SIZE = 25;

/**
 * The members' download history (owners and account managers): who downloaded which search, in which format, how many rows
 * and credits, filterable by member and days like the ledger, downloadable as CSV.
 */
export const TeamDownloadsCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { filter, page, setPage, change, badRange } = useTeamFilter<TeamLedgerFilterValues>();
  const rows = useQuery({
    queryKey: ['team', 'downloads', filter, page],
    queryFn: () => dataProvider.teamDownloads(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const download = useMutation({
    mutationFn: () => dataProvider.teamDownloadsCsv(filter),
    onSuccess: (file) => saveFile(file, 'team-downloads.csv'),
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Team downloads
          </Typography>
          <Button onClick={() => download.mutate()} disabled={download.isPending || badRange}>
            Download CSV
          </Button>
        </Stack>
        <Typography color="text.secondary" gutterBottom>
          Every file the members downloaded, newest first.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ my: 2, flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 180px' } } }}
        >
          <TeamMemberDaysFilter team={team} filter={filter} change={change} badRange={badRange} />
        </Stack>
        {rows.error && <Alert severity="error">{errorDetail(rows.error)}</Alert>}
        {rows.data && rows.data.count === 0 && <Typography color="text.secondary">No downloads for these filters.</Typography>}
        {rows.data && rows.data.count > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label="Team downloads">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Member</TableCell>
                    <TableCell>File</TableCell>
                    <TableCell align="right">Credits</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Search</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.data.results.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{dateTime(row.created_at)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {row.name} ({row.format}, {plural(row.row_count, 'row')})
                      </TableCell>
                      <TableCell align="right">{count(row.credits_charged)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>
                        {row.criteria.join(' · ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={rows.data.count}
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
