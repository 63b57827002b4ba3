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
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ledgerKindLabel } from '../../../server/credits/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Team, TeamLedgerFilterValues } from '../../dataProvider/teams.ts';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import { dateTime } from '../../shared/format.ts';
import { signedCredits } from '../usage/usageLabels.ts';

const PAGE_SIZE = 25;

/**
 * The members' combined credit ledger (owners and account managers): who spent or was given credits, when and on what,
 * filterable by member and days (in the caller's time zone, as the server counts them), downloadable as CSV.
 */
export const TeamLedgerCard = ({ team }: { team: Team }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [filter, setFilter] = useState<TeamLedgerFilterValues>({});
  const [page, setPage] = useState(1);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const rows = useQuery({
    queryKey: ['team', 'ledger', filter, page],
    queryFn: () => dataProvider.teamLedger(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const download = useMutation({
    mutationFn: () => dataProvider.teamLedgerCsv(filter),
    onSuccess: (file) => saveFile(file, 'team-credit-ledger.csv'),
    onError: (error) => notify(errorDetail(error), { type: 'error' }),
  });
  const change = (field: keyof TeamLedgerFilterValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFilter((current) => ({ ...current, [field]: value === '' ? undefined : field === 'member' ? Number(value) : value }));
    setPage(1);
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Team ledger
          </Typography>
          <Button onClick={() => download.mutate()} disabled={download.isPending || badRange}>
            Download CSV
          </Button>
        </Stack>
        <Typography color="text.secondary" gutterBottom>
          Every credit the members spent or were given, newest first.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ my: 2, flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 180px' } } }}
        >
          <TextField select label="Member" value={filter.member ?? ''} onChange={change('member')} sx={{ minWidth: 200 }}>
            <MenuItem value="">Everyone</MenuItem>
            {team.members.map((member) => (
              <MenuItem key={member.user_id} value={member.user_id}>
                {`${member.firstname} ${member.lastname}`.trim() || member.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="From"
            type="date"
            value={filter.from ?? ''}
            onChange={change('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            value={filter.to ?? ''}
            onChange={change('to')}
            slotProps={{ inputLabel: { shrink: true } }}
            error={badRange}
            helperText={badRange ? 'The last day comes before the first.' : undefined}
          />
        </Stack>
        {rows.error && <Alert severity="error">{errorDetail(rows.error)}</Alert>}
        {rows.data && rows.data.count === 0 && <Typography color="text.secondary">No credits moved for these filters.</Typography>}
        {rows.data && rows.data.count > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label="Team credit ledger">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Member</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell align="right">Credits</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Description</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.data.results.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{dateTime(row.created_at)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
                      <TableCell>{ledgerKindLabel(row.kind)}</TableCell>
                      <TableCell align="right">{signedCredits(row.credits)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-word' }}>{row.description}</TableCell>
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
