import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';

interface Props {
  open: boolean;
  defaultName: string;
  saving: boolean;
  title?: string;
  onClose: () => void;
  onSave: (name: string) => void;
}

export const NAME_MAX = 200;

/** Names a search before saving it; the dialog is remounted on open so the name starts fresh. */
export const SaveSearchDialog = ({ open, defaultName, saving, title = 'Save search', onClose, onSave }: Props) => {
  const [name, setName] = useState(defaultName);
  const trimmed = name.trim();
  const error = !trimmed ? 'Give the search a name.' : trimmed.length > NAME_MAX ? `At most ${NAME_MAX} characters.` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onSave(trimmed);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Re-run it any time from Saved searches, or use it for automated email alerts.</DialogContentText>
        <TextField
          id="saved-search-name"
          autoFocus
          fullWidth
          label="Search name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error) && name !== defaultName}
          helperText={error && name !== defaultName ? error : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={Boolean(error) || saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
