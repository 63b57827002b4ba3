import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

export const NOTE_MAX = 5000;

interface Props {
  propertyId: string;
  address: string;
  onClose: () => void;
  onSaved: (note: string) => void;
}

/** Reads the note fresh (GET get-note), edits it, saves it (PUT note). */
export const SavedPropertyNoteDialog = ({ propertyId, address, onClose, onSaved }: Props) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  // Read fresh each time the dialog opens: another tab may have changed it.
  const loaded = useQuery({
    queryKey: ['property-note', propertyId],
    queryFn: () => dataProvider.getPropertyNote(propertyId),
    retry: false,
    gcTime: 0,
  });
  const [edited, setNote] = useState<string | null>(null);
  const note = edited ?? loaded.data ?? null;
  const loadError = loaded.error ? loaded.error.message || 'The note could not be loaded.' : null;
  const { mutate: store, isPending: saving } = useMutation({
    mutationFn: (text: string) => dataProvider.putPropertyNote(propertyId, text),
    onSuccess: (saved) => {
      notify('Note saved.', { type: 'success' });
      onSaved(saved);
    },
    onError: (error) => notify(error.message || 'The note could not be saved.', { type: 'error' }),
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (note !== null) store(note);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: save } as object }}>
      <DialogTitle>Note on {address}</DialogTitle>
      <DialogContent>
        {loadError ? <Alert severity="error">{loadError}</Alert> : null}
        {note === null && !loadError ? <CircularProgress aria-label="Loading note" /> : null}
        {note !== null ? (
          <TextField
            id="saved-property-note"
            autoFocus
            fullWidth
            multiline
            minRows={4}
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={note.length > NOTE_MAX}
            helperText={`${note.length.toLocaleString('en-US')} / ${NOTE_MAX.toLocaleString('en-US')} characters`}
            sx={{ mt: 1 }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={note === null || note.length > NOTE_MAX || saving}>
          {saving ? 'Saving…' : 'Save note'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
