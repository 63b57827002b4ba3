import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Deal, DealNote } from '../../dataProvider/deals.ts';
import { dateTime } from '../../shared/format.ts';

const notesKey = (dealId: number) => ['deals', dealId, 'notes'];

/** A note's earlier versions (notes are never overwritten: an edit adds a version). */
function NoteHistory({ deal, note, onClose }: { deal: Deal; note: DealNote; onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const versions = useQuery({
    queryKey: [...notesKey(deal.id), note.id, 'versions'],
    queryFn: () => dataProvider.dealNoteVersions(deal.id, note.id),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Note history</DialogTitle>
      <DialogContent>
        <List dense>
          {(versions.data ?? []).map((version) => (
            <ListItem key={version.version} disableGutters>
              <ListItemText
                primary={version.body}
                secondary={`Version ${version.version} · ${version.author_email ?? 'former member'} · ${dateTime(version.created_at)}`}
                sx={{ whiteSpace: 'pre-wrap' }}
              />
            </ListItem>
          ))}
        </List>
        <Button onClick={onClose}>Close</Button>
      </DialogContent>
    </Dialog>
  );
}

/** A deal's notes, each at its latest version; an edit keeps the earlier text in the note's history. */
export function DealNotesCard({ deal }: { deal: Deal }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: notesKey(deal.id), queryFn: () => dataProvider.dealNotes(deal.id) });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; body: string } | null>(null);
  const [history, setHistory] = useState<DealNote | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesKey(deal.id) });
  const onError = (error: unknown) => notify(error instanceof Error ? error.message : 'The note could not be saved.', { type: 'error' });
  const add = useMutation({
    mutationFn: () => dataProvider.addDealNote(deal.id, draft.trim()),
    onSuccess: () => {
      setDraft('');
      return refresh();
    },
    onError,
  });
  const edit = useMutation({
    mutationFn: (change: { id: number; body: string }) => dataProvider.editDealNote(deal.id, change.id, change.body.trim()),
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
    onError,
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="deal-notes-heading">
      <CardContent>
        <Typography id="deal-notes-heading" component="h2" variant="h6">
          Notes
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 1 }}>
          <TextField
            label="New note"
            multiline
            minRows={2}
            fullWidth
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Button variant="outlined" disabled={!draft.trim() || add.isPending} onClick={() => add.mutate()}>
            Add note
          </Button>
        </Box>
        <List dense>
          {(notes.data?.results ?? []).map((note) =>
            editing?.id === note.id ? (
              <ListItem key={note.id} disableGutters sx={{ display: 'block' }}>
                <TextField
                  label="Edit note"
                  multiline
                  fullWidth
                  value={editing.body}
                  onChange={(e) => setEditing({ id: note.id, body: e.target.value })}
                />
                <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
                  <Button size="small" variant="contained" disabled={!editing.body.trim()} onClick={() => edit.mutate(editing)}>
                    Save
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                </Stack>
              </ListItem>
            ) : (
              <ListItem key={note.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText
                  primary={note.body}
                  secondary={`${note.author_email ?? 'Former member'} · ${dateTime(note.created_at)}${note.version > 1 ? ` · edited ${dateTime(note.updated_at)}` : ''}`}
                  sx={{ whiteSpace: 'pre-wrap' }}
                />
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button size="small" onClick={() => setEditing({ id: note.id, body: note.body })}>
                    Edit
                  </Button>
                  {note.version > 1 ? (
                    <Button size="small" onClick={() => setHistory(note)}>
                      History ({note.version} versions)
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            ),
          )}
        </List>
        {history ? <NoteHistory deal={deal} note={history} onClose={() => setHistory(null)} /> : null}
      </CardContent>
    </Card>
  );
}
