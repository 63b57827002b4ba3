import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../custom/apiContext.ts';
import { getNote, putNote } from '../../custom/properties/propertiesApi.ts';

export const NOTE_MAX = 5000;

interface Props {
  propertyId: string;
  address: string;
  onClose: () => void;
  onSaved: (note: string) => void;
}

/** Reads the note fresh (GET get-note), edits it, saves it (PUT note). */
export const SavedPropertyNoteDialog = ({ propertyId, address, onClose, onSaved }: Props) => {
  const api = useApi();
  const notify = useNotify();
  const [note, setNote] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getNote(api, propertyId).then(
      (text) => live && setNote(text),
      (error: unknown) => live && setLoadError(error instanceof Error ? error.message : 'The note could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [api, propertyId]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (note === null) return;
    setSaving(true);
    try {
      const saved = await putNote(api, propertyId, note);
      notify('Note saved.', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The note could not be saved.', { type: 'error' });
    } finally {
      setSaving(false);
    }
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
