import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { BugReportForm } from '../../dataProvider/bugs.ts';
import { ScreenshotField } from './ScreenshotField.tsx';

export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;

interface Props {
  onClose: () => void;
  /** The page the report is about; the current address by default. */
  pageUrl?: string;
  browser?: string;
}

/** 'Report a problem': title, description and a screenshot (picked or pasted); page and browser are filled in. */
export const BugReportDialog = ({ onClose, pageUrl = window.location.href, browser = navigator.userAgent }: Props) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (report: BugReportForm) => dataProvider.fileBugReport(report),
    onSuccess: ({ id }) => {
      notify(`Thank you: report #${id} was sent to our support team. A copy is on its way to your inbox.`, { type: 'success' });
      onClose();
    },
  });

  const choose = (file: File | null) => {
    setInvalid(file && file.size > MAX_SCREENSHOT_BYTES ? 'The screenshot is larger than 5 MB: crop it or attach a smaller one.' : null);
    setScreenshot(file);
  };
  const paste = (event: ClipboardEvent) => {
    const image = [...event.clipboardData.files].find((file) => file.type.startsWith('image/'));
    if (!image) return;
    event.preventDefault();
    choose(new File([image], image.name || 'pasted-screenshot.png', { type: image.type }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return setInvalid('Please describe the problem.');
    if (invalid) return;
    send.mutate({ title: title.trim(), description: description.trim(), page_url: pageUrl, browser, screenshot });
  };

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="bug-report-title">
      <form onSubmit={submit} onPaste={paste} noValidate>
        <DialogTitle id="bug-report-title">Report a problem</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              helperText="Optional: a few words"
            />
            <TextField
              label="What went wrong?"
              required
              multiline
              minRows={4}
              value={description}
              onChange={(event) => (setDescription(event.target.value), setInvalid(null))}
              slotProps={{ htmlInput: { maxLength: 10_000 } }}
              helperText="What you did, what you expected, and what happened instead"
            />
            <ScreenshotField file={screenshot} onChange={choose} />
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Sent with the report: page {pageUrl} · browser {browser}
            </Typography>
            {invalid ? <Alert severity="warning">{invalid}</Alert> : null}
            {send.error ? <Alert severity="error">{send.error.message}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send report'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
