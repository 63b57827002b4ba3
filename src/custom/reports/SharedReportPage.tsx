import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { ReportView } from './ReportView.tsx';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/** A report opened through its read-only share link: no sign-in, no changes. */
const SharedReportPage = () => {
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const report = useQuery({
    queryKey: ['report-shared', token],
    retry: false,
    queryFn: async () => (await dataProvider.getSharedReport(token)) as Report,
  });
  return (
    <Box sx={{ p: 2, maxWidth: 1280, mx: 'auto' }}>
      {report.isPending && <CircularProgress aria-label="Loading the report" />}
      {report.isError && <Alert severity="error">{errorDetail(report.error)}</Alert>}
      {report.data && <ReportView report={report.data} token={token} />}
    </Box>
  );
};
export default SharedReportPage;
