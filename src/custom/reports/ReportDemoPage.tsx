import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { AddressGenerator } from './AddressGenerator.tsx';
import { ReportView } from './ReportView.tsx';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { NOT_A_MODEL } from './reportTypes.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/** The section's landing page: generate a report for an address, and read a complete sample without credits. */
const ReportDemoPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const sample = useQuery({ queryKey: ['report-demo'], queryFn: async () => (await dataProvider.getDemoReport()) as Report });
  return (
    <Box sx={{ p: 2 }}>
      <PageHeader title="Full property report" />
      <Typography sx={{ mb: 2 }}>
        Comparable sales with every adjustment shown, an after-repair value with an honest range and confidence, and flip, rental and BRRRR
        analyses you can adjust. {NOT_A_MODEL}
      </Typography>
      <AddressGenerator />
      <Divider sx={{ my: 3 }} />
      <Typography variant="overline">Sample report (free)</Typography>
      {sample.isPending && <CircularProgress aria-label="Loading the sample report" />}
      {sample.isError && <Alert severity="warning">{errorDetail(sample.error)}</Alert>}
      {sample.data && <ReportView report={sample.data} />}
    </Box>
  );
};
export default ReportDemoPage;
