import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';
import { saveFile } from '../../shared/downloads/fileTransfer.ts';
import type { DownloadRecord } from '../../dataProvider/downloadTypes.ts';
import { nameError } from './format.ts';

/** Downloads the stored file again: a fresh signed link from the API, opened as a plain link. */
export function DownloadAgainButton() {
  const record = useRecordContext<DownloadRecord>();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  // A fresh signed link on every click: the one in the list may have expired.
  const download = useMutation({
    mutationFn: async (id: DownloadRecord['id']) => {
      const { data } = await dataProvider.getOne<DownloadRecord>(resource, { id });
      if (!data.download_url) throw new Error(data.error ?? 'This file is not available.');
      return data;
    },
    onSuccess: (data) => saveFile(data.download_url!, data.file_name),
    onError: (error) => notify(error instanceof Error ? error.message : 'The download failed.', { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Tooltip title={`Download ${record.file_name} again`}>
      <span>
        <IconButton
          aria-label={`Download ${record.name} again`}
          onClick={() => download.mutate(record.id)}
          disabled={record.status === 'failed' || download.isPending}
        >
          <DownloadIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Renames a download (POST /searches/properties/downloads/rename/ through the data provider's update). */
export function RenameButton() {
  const record = useRecordContext<DownloadRecord>();
  const resource = useResourceContext()!;
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [name, setName] = useState<string | null>(null);
  if (!record) return null;
  const error = name === null ? undefined : nameError(name);
  const save = () => {
    if (name === null || error) return;
    void update(
      resource,
      { id: record.id, data: { name: name.trim() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setName(null);
          notify('Download renamed.', { type: 'success' });
        },
        onError: (failure) => notify(failure instanceof Error ? failure.message : 'Could not rename the download.', { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Tooltip title="Rename">
        <IconButton aria-label={`Rename ${record.name}`} onClick={() => setName(record.name)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={name !== null} onClose={() => setName(null)} fullWidth maxWidth="sm">
        <DialogTitle>Rename download</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name ?? ''}
            error={Boolean(error)}
            helperText={error ?? `Format: ${record.format_label} (.${record.file_extension})`}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && save()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setName(null)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={Boolean(error) || isPending}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
