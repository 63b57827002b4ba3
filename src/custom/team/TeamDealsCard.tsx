import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Deal } from '../../dataProvider/deals.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { DEALS } from '../../dataProvider/resourceNames.ts';
import { centsToDollars, dateTime, money } from '../../shared/format.ts';

/** How many of the team's deals the card lists: the latest moves; the pipeline has them all. */
const LATEST_DEALS = 10;

/**
 * The team's deals most recently changed, with their stage in the team's words and who owns them (owners and account
 * managers): what the members are working on, beside what they spend. The pipeline itself is the deals screen.
 */
export const TeamDealsCard = () => {
  const deals = useGetList<Deal>(DEALS, {
    pagination: { page: 1, perPage: LATEST_DEALS },
    sort: { field: 'updated_at', order: 'DESC' },
  });
  return (
    <Card component="section" aria-labelledby="team-deals-heading">
      <CardContent>
        <Typography id="team-deals-heading" variant="h6" component="h2">
          Team deals
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          The deals the members moved last, with their stage and owner.
          {deals.total ? ` ${deals.total} in the pipeline.` : ''}
        </Typography>
        {deals.error ? <Alert severity="error">{errorDetail(deals.error)}</Alert> : null}
        {deals.data && deals.data.length === 0 ? <Typography color="text.secondary">No deals yet.</Typography> : null}
        {deals.data && deals.data.length > 0 ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Team deals">
              <TableHead>
                <TableRow>
                  <TableCell>Deal</TableCell>
                  <TableCell>Stage</TableCell>
                  <TableCell>Owner</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    Offer
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Changed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deals.data.map((deal) => (
                  <TableRow key={deal.id}>
                    <TableCell>{deal.title}</TableCell>
                    <TableCell>{deal.stage_label}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{deal.owner_email ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {money(centsToDollars(deal.offer_cents))}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {dateTime(deal.updated_at)}
                      {deal.updated_by_email ? ` by ${deal.updated_by_email}` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        <Button component={RouterLink} to={`/${DEALS}`} sx={{ mt: 1 }}>
          Open the pipeline
        </Button>
      </CardContent>
    </Card>
  );
};
