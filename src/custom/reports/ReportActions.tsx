import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import Share from '@mui/icons-material/Share';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { Report } from '../../dataProvider/reportTypes.ts';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import { ShareLinksDialog } from './ShareLinksDialog.tsx';

/** Export PDF, print, and the report's read-only links (made with an expiry, revocable). */
export const ReportActions = ({ report, token }: { report: Report; token?: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const exportPdf = useMutation({
    mutationFn: () => dataProvider.reportPdf(token ? { token } : report.is_sample ? 'demo' : report.id),
    onSuccess: (blob) => saveFile(blob, `report-${report.property.address.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`),
    onError: (e) => notify(errorDetail(e), { type: 'error' }),
  });
  const [sharing, setSharing] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', '@media print': { display: 'none' } }}>
      <Button startIcon={<PictureAsPdf />} onClick={() => exportPdf.mutate()} disabled={exportPdf.isPending}>
        Export PDF
      </Button>
      <Button startIcon={<Print />} onClick={() => window.print()}>
        Print
      </Button>
      {!report.is_sample && !report.read_only && (
        <>
          <Button startIcon={<Share />} onClick={() => setSharing(true)}>
            Share link
          </Button>
          <ShareLinksDialog reportId={report.id} address={report.property.address} open={sharing} onClose={() => setSharing(false)} />
        </>
      )}
    </Stack>
  );
};
