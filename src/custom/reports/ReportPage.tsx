import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { AddressGenerator } from './AddressGenerator.tsx';
import { ReportView } from './ReportView.tsx';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { useReport } from './useReport.ts';

/**
 * /report?id=N opens a stored report (free); /report?property_id=X offers to generate one for that listing.
 * /auction-report is the same page for an auction listing: the report API has no separate auction report, every report
 * of an auction listing carries its auction analysis (maximum bid, return at the opening bid).
 */
const ReportPage = ({ auction = false }: { auction?: boolean }) => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const propertyId = params.get('property_id');
  const { query, update } = useReport(id);
  const onChange = useCallback((changes: Record<string, unknown>) => update.mutate(changes), [update]);
  if (!id) {
    return (
      <Box sx={{ p: 2 }}>
        <PageHeader title={auction ? 'Auction property report' : 'Full property report'} />
        <AddressGenerator propertyId={propertyId ?? undefined} />
      </Box>
    );
  }
  return (
    <Box sx={{ p: 2 }}>
      {query.isPending && <CircularProgress aria-label="Loading the report" />}
      {query.isError && <Alert severity="error">{errorDetail(query.error)}</Alert>}
      {query.data && auction && !query.data.auction && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This property is not sold at auction, so its report has no auction analysis.
        </Alert>
      )}
      {query.data && <ReportView report={query.data} onChange={onChange} saving={update.isPending} />}
      {query.data && (
        <Typography variant="caption" color="text.secondary">
          Opening this report again costs nothing.
        </Typography>
      )}
    </Box>
  );
};
export default ReportPage;

/** /auction-report (signed in): the report page for an auction listing. */
export const AuctionReportPage = () => <ReportPage auction />;
