import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { OffMarketForm } from './OffMarketForm.tsx';
import { offMarketQuery, offMarketValues } from './offMarketQuery.ts';
import { OFF_MARKET_PAGE_SIZE, OffMarketResults } from './OffMarketResults.tsx';

/**
 * Off-market properties (issue 28; docs/property-records.md): property records in a place that no listing has, filtered by
 * owner and equity. The search lives in the address bar, so a reload or Back shows the same page. Free, like a count.
 */
const OffMarketPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params, setParams] = useSearchParams();
  const values = offMarketValues(params);
  const query = offMarketQuery(values);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const searched = Boolean(query.location);
  const found = useQuery({
    queryKey: ['off-market', query, page],
    queryFn: () => dataProvider.offMarketSearch(query, page, OFF_MARKET_PAGE_SIZE),
    enabled: searched,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const show = (next: Record<string, string>, nextPage: number) =>
    setParams(new URLSearchParams({ ...next, ...(nextPage > 1 && { page: String(nextPage) }) }));

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeader title="Off-market properties" />
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        Properties in public records with no listing on the market: owners you can reach before they list. Searching them costs no credits.
      </Typography>
      <OffMarketForm key={params.toString()} initial={values} onSearch={(next) => show(offMarketQuery(next), 1)} />
      {found.isFetching ? <LinearProgress aria-label="Searching off-market properties" /> : null}
      {found.isError ? <Alert severity="error">{errorDetail(found.error)}</Alert> : null}
      {!searched ? (
        <EmptyState icon={<ManageSearchIcon />} title="Find owners before they list">
          Enter a city, ZIP code or county, and narrow by owner and equity: absentee owners with high equity, long ownership, tax
          delinquency or pre-foreclosure.
        </EmptyState>
      ) : found.data && found.data.count === 0 ? (
        <EmptyState icon={<ManageSearchIcon />} title="No off-market properties match">
          Every property record here has a listing, or none matches these owner filters. Widen the filters or try another place.
        </EmptyState>
      ) : found.data ? (
        <OffMarketResults results={found.data.results} total={found.data.count} page={page} onPage={(next) => show(query, next)} />
      ) : null}
    </Stack>
  );
};
export default OffMarketPage;
