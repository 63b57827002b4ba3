import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ImportReport } from '../../dataProvider/crmTypes.ts';

/** What an import did, line by line for what it did not take. */
export const ContactImportReport = ({ report }: { report: ImportReport }) => (
  <>
    <Alert severity={report.errors.length ? 'warning' : 'success'} sx={{ mb: 1 }}>
      Imported {report.created_count} of {report.total_rows} {report.total_rows === 1 ? 'row' : 'rows'}.
      {report.group_added ? ` ${report.group_added} added to the group.` : ''}
    </Alert>
    {report.errors.length > 0 ? (
      <>
        <Typography variant="subtitle2">
          Rows with errors (fix them and import the file again; rows already imported are skipped)
        </Typography>
        <List dense aria-label="Rows with errors" sx={{ maxHeight: 200, overflow: 'auto' }}>
          {report.errors.map((row) => (
            <ListItem key={row.line} disableGutters>
              <ListItemText primary={`Line ${row.line}`} secondary={row.detail} />
            </ListItem>
          ))}
        </List>
      </>
    ) : null}
    {report.skipped.length > 0 ? (
      <>
        <Typography variant="subtitle2">Skipped</Typography>
        <List dense aria-label="Skipped rows" sx={{ maxHeight: 160, overflow: 'auto' }}>
          {report.skipped.map((row) => (
            <ListItem key={row.line} disableGutters>
              <ListItemText primary={`Line ${row.line}: ${row.email}`} secondary={row.reason} />
            </ListItem>
          ))}
        </List>
      </>
    ) : null}
  </>
);
