import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { ReportView } from '../reports/ReportView.tsx';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/**
 * The listing's report, with the embed token: the server shows the report its widget made of the listing in the last
 * days again (free), else makes one on the key owner's credits. The widget never reads reports by id.
 */
const loadReport = async (dataProvider: PortalDataProvider, propertyId: string) =>
  (await dataProvider.createReport({ property_id: propertyId })) as Report;

/** /report?embed=…&property_id=… and /auction-report?embed=…: the full report, read-only, inside the widget. */
export const EmbeddedReport = ({ embedId, auction }: { embedId: string; auction: boolean }) => {
  const [params] = useSearchParams();
  const propertyId = params.get('property_id')?.trim() ?? '';
  const dataProvider = useDataProvider<PortalDataProvider>();
  const report = useQuery({
    queryKey: ['embed-report', embedId, propertyId],
    enabled: Boolean(propertyId),
    retry: false,
    staleTime: Infinity,
    queryFn: () => loadReport(dataProvider, propertyId),
  });
  if (!propertyId) {
    return (
      <Alert severity="warning" role="alert">
        This widget needs a property: its address must end with &amp;property_id=… (the listing&apos;s id).
      </Alert>
    );
  }
  return (
    <Box>
      {report.isPending && <CircularProgress aria-label="Loading the report" />}
      {report.isError && (
        <Alert severity="error" role="alert">
          {errorDetail(report.error)}
        </Alert>
      )}
      {report.data && auction && !report.data.auction && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This property is not sold at auction, so its report has no auction analysis.
        </Alert>
      )}
      {report.data && <ReportView report={{ ...report.data, read_only: true }} />}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to={`/iframe?${new URLSearchParams({ embed: embedId })}`} size="small">
          Back to the search
        </Button>
        <Typography variant="caption" color="text.secondary">
          {auction ? 'Auction property report' : 'Property report'} by PropScout
        </Typography>
      </Box>
    </Box>
  );
};
