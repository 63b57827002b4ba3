import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { ReportView } from '../reports/ReportView.tsx';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/** The report made for a listing in this browser tab, so reloading the widget reads it (free) instead of paying again. */
const storageKey = (embedId: string, propertyId: string) => `propscout:embed-report:${embedId}:${propertyId}`;

function rememberedId(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads the report made earlier in this tab, else generates one (the key owner's credit). */
async function loadReport(dataProvider: PortalDataProvider, embedId: string, propertyId: string): Promise<Report> {
  const key = storageKey(embedId, propertyId);
  const known = rememberedId(key);
  if (known) {
    try {
      return (await dataProvider.getReport(known)) as Report;
    } catch {
      // Gone or not readable any more: make a new one.
    }
  }
  const report = (await dataProvider.createReport({ property_id: propertyId })) as Report;
  try {
    window.sessionStorage.setItem(key, String(report.id));
  } catch {
    // Storage refused (third-party iframe): the next load generates again.
  }
  return report;
}

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
    queryFn: () => loadReport(dataProvider, embedId, propertyId),
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
