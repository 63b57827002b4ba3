import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { toast } from '../../shared/toasts/toastStore.ts';
import { ContactImportReport } from './ContactImportReport.tsx';
import type { ImportReport } from '../../dataProvider/crmTypes.ts';
import type { SharedGroup as Group } from './crmSharing.tsx';
import {
  assignColumn,
  autoMatch,
  CONTACT_FIELD_LABELS,
  fieldOfColumn,
  importSummary,
  MAPPABLE_FIELDS,
  MAX_IMPORT_BYTES,
  readPreview,
  type ContactField,
  type CsvPreview,
  type ImportMapping,
} from './contactImport.ts';
import { CONTACTS, GROUPS } from '../../dataProvider/resourceNames.ts';

/** Which contact field one column of the file fills, chosen above its preview. */
const ColumnField = ({
  header,
  index,
  mapping,
  onChange,
  example,
}: {
  header: string;
  index: number;
  mapping: ImportMapping;
  onChange: (field: ContactField | '') => void;
  /** The column's first values, shown under the choice where there is no room for a preview table. */
  example?: string;
}) => {
  const id = `import-column-${index}`;
  return (
    <FormControl size="small" fullWidth sx={{ minWidth: 140 }}>
      <InputLabel id={`${id}-label`} shrink>
        {header || `Column ${index + 1}`}
      </InputLabel>
      <Select<ContactField | ''>
        labelId={`${id}-label`}
        id={id}
        label={header || `Column ${index + 1}`}
        value={fieldOfColumn(mapping, header) ?? ''}
        displayEmpty
        notched
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">
          <em>Not imported</em>
        </MenuItem>
        {MAPPABLE_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {CONTACT_FIELD_LABELS[field]}
          </MenuItem>
        ))}
      </Select>
      {example ? <FormHelperText sx={{ overflowWrap: 'anywhere' }}>{example}</FormHelperText> : null}
    </FormControl>
  );
};

/** On a phone: one choice per column, each over its first values. */
const MappingList = ({
  preview,
  mapping,
  onChange,
}: {
  preview: CsvPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) => (
  <Stack spacing={2} sx={{ pt: 1 }} role="group" aria-label="Columns of the file and their first values">
    {preview.headers.map((header, index) => (
      <ColumnField
        key={index}
        header={header}
        index={index}
        mapping={mapping}
        onChange={(field) => onChange(assignColumn(mapping, header, field))}
        example={
          preview.rows
            .map((row) => row[index] ?? '')
            .filter(Boolean)
            .slice(0, 2)
            .join(' · ') || 'Empty in the first rows'
        }
      />
    ))}
  </Stack>
);

/** The file's columns, each with the field it fills, over its first rows. */
const MappingPreview = ({
  preview,
  mapping,
  onChange,
}: {
  preview: CsvPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) => (
  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
    <Table size="small" aria-label="Columns of the file and the first rows">
      <TableHead>
        <TableRow>
          {preview.headers.map((header, index) => (
            <TableCell key={index} sx={{ verticalAlign: 'bottom', pt: 2 }}>
              <ColumnField
                header={header}
                index={index}
                mapping={mapping}
                onChange={(field) => onChange(assignColumn(mapping, header, field))}
              />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.rows.map((row, r) => (
          <TableRow key={r}>
            {preview.headers.map((_, c) => (
              <TableCell
                key={c}
                sx={{
                  whiteSpace: 'nowrap',
                  maxWidth: 220,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  color: fieldOfColumn(mapping, preview.headers[c]!) ? 'text.primary' : 'text.disabled',
                }}
              >
                {row[c] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** The group the new contacts join, among the groups the user may change (their own; a team's shared ones for its managers). */
const GroupChoice = ({ value, onChange, disabled }: { value: number | ''; onChange: (id: number | '') => void; disabled: boolean }) => {
  const { data = [] } = useGetList<Group>(GROUPS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const groups = data.filter((group) => group.can_edit !== false);
  return (
    <FormControl size="small" sx={{ minWidth: 220, maxWidth: '100%' }} disabled={disabled}>
      <InputLabel id="import-group-label" shrink>
        Add to group
      </InputLabel>
      <Select<number | ''>
        labelId="import-group-label"
        id="import-group"
        label="Add to group"
        displayEmpty
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">
          <em>No group</em>
        </MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={group.id}>
            {group.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};

/**
 * Import contacts from a CSV file: choose the file, check which column fills which field (common headers such as
 * 'Email Address' or 'E-mail' are matched already) over a preview of its first rows, optionally a group, then import and
 * read what was imported, skipped and refused.
 */
export const ContactImportDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [groupId, setGroupId] = useState<number | ''>('');
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

  const choose = async (chosen: File | undefined) => {
    importFile.reset();
    setFile(chosen ?? null);
    setPreview(null);
    setMapping({});
    setError(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setError('The file is larger than 5 MB; split it into smaller files.');
      return;
    }
    try {
      const read = readPreview(await chosen.text());
      setPreview(read);
      setMapping(autoMatch(read.headers));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const upload = () => {
    if (!file) return;
    const form = new FormData();
    form.set('mapping', JSON.stringify(mapping));
    if (groupId !== '') form.set('group_id', String(groupId));
    form.set('file', file, file.name);
    importFile.mutate({ form, toastId: toast.loading(`Importing ${file.name}…`) });
  };

  const noEmail = preview !== null && !mapping.email;
  const MappingView = fullScreen ? MappingList : MappingPreview;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="contact-import-title"
    >
      <DialogTitle id="contact-import-title">Import contacts from a CSV file</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          The first line names the columns. Choose which column fills each field: common headers (Email, E-mail, Email Address, First Name,
          Surname, Mobile…) are matched for you. Only the email is required; separate several tags in one cell with semicolons. Emails
          already in your contacts are skipped.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={busy}>
            Choose file
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(e) => void choose(e.target.files?.[0])} />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Box>
        {preview && !report ? (
          <>
            <Typography variant="subtitle2" gutterBottom>
              Columns and the first {preview.rows.length === 1 ? 'row' : `${preview.rows.length} rows`}
            </Typography>
            <MappingView
              preview={preview}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setError(null);
              }}
            />
            {noEmail ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Choose which column holds the email addresses.
              </Alert>
            ) : null}
            <Box sx={{ mt: 2 }}>
              <GroupChoice value={groupId} onChange={setGroupId} disabled={busy} />
            </Box>
          </>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ my: 1 }}>
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
          disabled={!preview || noEmail || busy || Boolean(error) || Boolean(report)}
          startIcon={busy ? <CircularProgress size={16} /> : null}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
};
