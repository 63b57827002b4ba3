import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { toast } from '../../shared/toasts/toastStore.ts';
import { ContactImportReport } from './ContactImportReport.tsx';
import type { ImportReport } from '../../dataProvider/crmTypes.ts';
import { IMPORT_COLUMNS, importSummary, MAX_IMPORT_BYTES } from './contactImport.ts';
import { CONTACTS } from '../../dataProvider/resourceNames.ts';

/** Upload a CSV file of contacts, then show what was imported, skipped and refused. */
export const ContactImportDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importFile = useMutation({
    mutationFn: async ({ form }: { form: FormData; toastId: string }) =>
      (await dataProvider.act<ImportReport>(CONTACTS, { action: 'import', body: form })).data,
    onSuccess: (report, { toastId }) => {
      toast.update(toastId, { type: report.created_count > 0 ? 'success' : 'blank', message: importSummary(report) });
      refresh();
    },
    onError: (failure, { toastId }) => {
      const message = failure instanceof Error ? failure.message : 'The import failed.';
      toast.update(toastId, { type: 'error', message });
      setError(message);
    },
  });
  const busy = importFile.isPending;
  const report = importFile.data ?? null;

  const choose = (chosen: File | undefined) => {
    importFile.reset();
    setFile(chosen ?? null);
    setError(chosen && chosen.size > MAX_IMPORT_BYTES ? 'The file is larger than 5 MB; split it into smaller files.' : null);
  };

  const upload = () => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file, file.name);
    importFile.mutate({ form, toastId: toast.loading(`Importing ${file.name}…`) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="contact-import-title">
      <DialogTitle id="contact-import-title">Import contacts from a CSV file</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          The first line names the columns; only <strong>email</strong> is required. Known columns: {IMPORT_COLUMNS}. Separate several tags
          in one cell with semicolons. Emails already in your contacts are skipped.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={busy}>
            Choose file
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(e) => choose(e.target.files?.[0])} />
          </Button>
          <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        ) : null}
        {report ? <ContactImportReport report={report} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {report ? 'Done' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          onClick={upload}
          disabled={!file || busy || Boolean(error) || Boolean(report)}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
};
