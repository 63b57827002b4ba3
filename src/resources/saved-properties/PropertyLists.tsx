import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  ListSubheader,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetList, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ItemsChanged, PropertyList } from '../../dataProvider/propertyListTypes.ts';
import { PROPERTY_LISTS } from '../../dataProvider/resourceNames.ts';
import { countOf } from '../../shared/countOf.ts';
import { SHARED_LABEL, sharedByText, useCurrentTeam } from '../../shared/search/sharing.ts';

/** The picker's value for the whole of one's saved properties (no list). */
export const ALL_SAVED = 'all';
const NAME_MAX = 100;
const LISTS_KEY = [PROPERTY_LISTS];
const PROPERTIES: [string, string] = ['property', 'properties'];

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const listHelp = (teamName: string) =>
  `Every member of ${teamName} sees the list with your notes and tags; you, and the team's owners and account managers, can rename, unshare or delete it.`;

/** Every list the user reaches: their own and those shared with their team (the API's newest first; far under 100 in use). */
export function usePropertyLists() {
  return useGetList<PropertyList>(PROPERTY_LISTS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });
}

/** A list as the picker names it: its name and count, "shared" for one's own shared list, the sharer for a teammate's. */
const choiceLabel = (list: PropertyList) =>
  `${list.name} (${list.item_count})${list.own ? (list.shared ? ' · shared' : '') : ` · ${sharedByText(list)}`}`;

/** "All my saved properties", then "My lists", then "Team lists" (a teammate's, read-only unless one manages the team). */
export function ListPicker({
  value,
  lists,
  onChange,
}: {
  value: Identifier;
  lists: PropertyList[];
  onChange: (value: Identifier) => void;
}) {
  const mine = lists.filter((list) => list.own);
  const team = lists.filter((list) => !list.own);
  const items: ReactNode[] = [
    <MenuItem key={ALL_SAVED} value={ALL_SAVED}>
      All my saved properties
    </MenuItem>,
  ];
  if (mine.length) items.push(<ListSubheader key="mine">My lists</ListSubheader>);
  for (const list of mine)
    items.push(
      <MenuItem key={list.id} value={String(list.id)}>
        {choiceLabel(list)}
      </MenuItem>,
    );
  if (team.length) items.push(<ListSubheader key="team">Team lists</ListSubheader>);
  for (const list of team)
    items.push(
      <MenuItem key={list.id} value={String(list.id)}>
        {choiceLabel(list)}
      </MenuItem>,
    );
  return (
    <TextField
      select
      size="small"
      label="Showing"
      value={String(value)}
      onChange={(event) => onChange(event.target.value === ALL_SAVED ? ALL_SAVED : Number(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 320 }, maxWidth: '100%' }}
    >
      {items}
    </TextField>
  );
}

/** Create or rename a list: its name and, when creating in a team, the "Shared with team" switch. */
function ListNameDialog({
  title,
  initialName,
  teamName,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  /** The team's name when sharing may be chosen here (creating, in a team); undefined otherwise. */
  teamName?: string;
  submitLabel: string;
  onSubmit: (name: string, shared: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const submit = async () => {
    setSaving(true);
    try {
      await onSubmit(trimmed, shared);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="List name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText={`${name.length}/${NAME_MAX}`}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          sx={{ mt: 1 }}
        />
        {teamName ? (
          <>
            <FormControlLabel
              control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={SHARED_LABEL}
            />
            <FormHelperText>{listHelp(teamName)}</FormHelperText>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!trimmed || saving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The chosen list's bar: "New property list" always; for a list the user may change, Rename, the "Shared with team" switch (in a
 * team) and Delete; for a teammate's list they may not change, the server's reason instead.
 */
export function ListToolbar({ list, onSelect }: { list: PropertyList | undefined; onSelect: (value: Identifier) => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const team = useCurrentTeam();
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete' | null>(null);
  const [sharing, setSharing] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: LISTS_KEY });

  const create = async (name: string, shared: boolean) => {
    try {
      const { data } = await dataProvider.create<PropertyList>(PROPERTY_LISTS, { data: team.data ? { name, shared } : { name } });
      await reload();
      notify(`Made the list ${data.name}.`, { type: 'success' });
      setDialog(null);
      onSelect(data.id);
    } catch (error) {
      notify(errorText(error, 'The list could not be made.'), { type: 'error' });
    }
  };
  const change = async (data: { name?: string; shared?: boolean }, done: string) => {
    if (!list) return;
    try {
      await dataProvider.update<PropertyList>(PROPERTY_LISTS, { id: list.id, data, previousData: list });
      await reload();
      notify(done, { type: 'success' });
      setDialog(null);
    } catch (error) {
      notify(errorText(error, 'The list could not be changed.'), { type: 'error' });
    }
  };
  const flip = async (on: boolean) => {
    setSharing(true);
    await change({ shared: on }, on ? 'Shared with your team.' : 'No longer shared: only its owner sees it.');
    setSharing(false);
  };
  const remove = async () => {
    if (!list) return;
    try {
      await dataProvider.delete(PROPERTY_LISTS, { id: list.id, previousData: list });
      onSelect(ALL_SAVED);
      await reload();
      notify(`Deleted the list ${list.name}. Its properties stay in your saved properties.`, { type: 'info' });
    } catch (error) {
      notify(errorText(error, 'The list could not be deleted.'), { type: 'error' });
    }
    setDialog(null);
  };

  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => setDialog('create')}>
          New property list
        </Button>
        {list?.can_edit ? (
          <>
            <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog('rename')} aria-label={`Rename the list ${list.name}`}>
              Rename
            </Button>
            {team.data || list.shared ? (
              <FormControlLabel
                control={
                  <Switch size="small" checked={list.shared} disabled={sharing} onChange={(event) => void flip(event.target.checked)} />
                }
                label={SHARED_LABEL}
              />
            ) : null}
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setDialog('delete')}
              aria-label={`Delete the list ${list.name}`}
            >
              Delete list
            </Button>
          </>
        ) : null}
      </Stack>
      {list?.shared ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <Chip size="small" color="info" icon={<GroupsIcon />} label="Shared" sx={{ mr: 1 }} />
          Shared with the team {sharedByText(list)}
        </Typography>
      ) : null}
      {list && !list.own ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {list.edit_refusal ?? 'You may rename, unshare or delete this list.'} Its notes and tags are its owner's: this list is read-only
          here.
        </Alert>
      ) : null}
      {dialog === 'create' ? (
        <ListNameDialog
          title="New property list"
          initialName=""
          teamName={team.data?.name}
          submitLabel="Make list"
          onSubmit={create}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'rename' && list ? (
        <ListNameDialog
          title={`Rename ${list.name}`}
          initialName={list.name}
          submitLabel="Rename"
          onSubmit={(name) => change({ name }, `Renamed the list ${name}.`)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' && list ? (
        <Dialog open onClose={() => setDialog(null)} fullWidth maxWidth="xs">
          <DialogTitle>Delete the list {list.name}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The list goes{list.shared ? ' for the whole team' : ''}. Its {countOf(list.item_count, PROPERTIES)} stay in
              {list.own ? ' your' : ' its owner’s'} saved properties, with their notes and tags.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={() => void remove()}>
              Delete list
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}

/** Bulk action on "All my saved properties": put the selected ones in one of the user's lists, or in a new one. */
export function AddToListButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const lists = usePropertyLists();
  const mine = (lists.data ?? []).filter((list) => list.own);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string>('');
  const [newName, setNewName] = useState('');
  const [saving, setSaving] = useState(false);
  const creating = target === 'new' || (target === '' && mine.length === 0);

  const add = async () => {
    setSaving(true);
    try {
      const list = creating
        ? (await dataProvider.create<PropertyList>(PROPERTY_LISTS, { data: { name: newName.trim() } })).data
        : mine.find((l) => String(l.id) === target)!;
      const { data } = (await dataProvider.changeLinks(PROPERTY_LISTS, {
        id: list.id,
        relation: 'items',
        change: 'add',
        ids: selectedIds,
      })) as { data: ItemsChanged };
      await queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      notify(`Put ${countOf(selectedIds.length, PROPERTIES)} in ${list.name} (${countOf(data.item_count, PROPERTIES)} in it now).`, {
        type: 'success',
      });
      onUnselectItems(true);
      setOpen(false);
      refresh();
    } catch (error) {
      notify(errorText(error, 'The properties could not be put in the list.'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => setOpen(true)}>
        Add to list
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="xs">
          <DialogTitle>Add {countOf(selectedIds.length, PROPERTIES)} to a list</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              A saved property is in one list at most: one in another list moves to this one.
            </DialogContentText>
            {mine.length ? (
              <TextField select fullWidth label="List" value={target} onChange={(event) => setTarget(event.target.value)}>
                {mine.map((list) => (
                  <MenuItem key={list.id} value={String(list.id)}>
                    {choiceLabel(list)}
                  </MenuItem>
                ))}
                <MenuItem value="new">A new list…</MenuItem>
              </TextField>
            ) : null}
            {creating ? (
              <TextField
                fullWidth
                label="New list name"
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
                sx={{ mt: 2 }}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => void add()} disabled={saving || (creating ? !newName.trim() : target === '')}>
              Add to list
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

/** Bulk action in a list the user may change: take the selected properties out (they stay saved). */
export function TakeOutOfListButton({ list }: { list: PropertyList }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const takeOut = async () => {
    try {
      await dataProvider.changeLinks(PROPERTY_LISTS, { id: list.id, relation: 'items', change: 'remove', ids: selectedIds });
      await queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      notify(`Took ${countOf(selectedIds.length, PROPERTIES)} out of ${list.name}. They stay saved.`, { type: 'success' });
      onUnselectItems(true);
      refresh();
    } catch (error) {
      notify(errorText(error, 'The properties could not be taken out of the list.'), { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<PlaylistRemoveIcon />} onClick={() => void takeOut()}>
      Take out of list
    </Button>
  );
}
