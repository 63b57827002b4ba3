import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { useBalanceUpdates } from '../../shared/credits.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { LedgerList } from './LedgerList.tsx';
import { UsageSummary } from './UsageSummary.tsx';
import { DOWNLOADS } from '../../dataProvider/resourceNames.ts';

const UsageChart = lazy(() => import('./UsageChart.tsx'));
export const DASHBOARD_QUERY = ['usage', 'dashboard'];

/** /products/usage/dashboard and /dashboard: balance and period at a glance, credits used per day, and the ledger. */
const UsageDashboardPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { reportBalance } = useBalanceUpdates();
  const { data, error, isPending } = useQuery({
    queryKey: DASHBOARD_QUERY,
    queryFn: async () => {
      const answer = await dataProvider.getDashboard();
      // The app bar shows the same balance.
      reportBalance(answer.balance);
      return answer;
    },
    retry: false,
  });
  return (
    <Box sx={{ pb: 4 }}>
      <Title title="Credit usage" />
      <PageHeader title="Credit usage">
        <Button component={RouterLink} to={`/${DOWNLOADS}`} variant="outlined">
          Download history
        </Button>
      </PageHeader>
      {error ? <Alert severity="error">{error.message || 'The usage could not be loaded.'}</Alert> : null}
      {isPending ? <Skeleton variant="rectangular" height={96} /> : null}
      {data ? (
        <Stack spacing={2}>
          <UsageSummary data={data} />
          <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
            <UsageChart usage={data.usage} />
          </Suspense>
          <Box component="section" aria-labelledby="ledger-heading" sx={{ minWidth: 0 }}>
            <Typography id="ledger-heading" variant="h6" component="h2">
              Ledger
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Every credit added or spent. A search costs one credit for its filters; paging and re-sorting them within 24 hours is free,
              and a search without results costs nothing.
            </Typography>
            <LedgerList />
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
};
export default UsageDashboardPage;
