import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { PropertyTag } from '../../dataProvider/deals.ts';

const tagsKey = (propertyId: string) => ['deals', 'saved-property-tags', propertyId];
const ALL_TAGS_KEY = ['deals', 'tags'];

/** The dialog: pick the team's tags or type new ones (created on save). */
function TagsDialog({
  propertyId,
  address,
  current,
  onClose,
}: {
  propertyId: string;
  address: string;
  current: PropertyTag[];
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const all = useQuery({ queryKey: ALL_TAGS_KEY, queryFn: () => dataProvider.propertyTags() });
  const [chosen, setChosen] = useState<(PropertyTag | string)[]>(current);
  const save = useMutation({
    mutationFn: async () => {
      const known = all.data ?? [];
      const ids: number[] = [];
      for (const tag of chosen) {
        if (typeof tag !== 'string') ids.push(tag.id);
        else {
          const name = tag.trim();
          if (!name) continue;
          const existing = known.find((t) => t.name.toLowerCase() === name.toLowerCase());
          ids.push(existing ? existing.id : (await dataProvider.createPropertyTag(name)).id);
        }
      }
      return dataProvider.setSavedPropertyTags(propertyId, [...new Set(ids)]);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tagsKey(propertyId) }),
        queryClient.invalidateQueries({ queryKey: ALL_TAGS_KEY }),
      ]);
      notify(`Saved the tags of ${address}.`, { type: 'success' });
      onClose();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The tags could not be saved.', { type: 'error' }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Tags of {address}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tags stack lists: tag properties (absentee owner, vacant, probate…) and filter your deals by them. Type a new tag and press Enter.
        </DialogContentText>
        <Autocomplete<PropertyTag | string, true, false, true>
          multiple
          freeSolo
          options={all.data ?? []}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          isOptionEqualToValue={(option, value) => typeof option !== 'string' && typeof value !== 'string' && option.id === value.id}
          renderInput={(params) => (
            <TextField {...params} label="Tags" slotProps={{ htmlInput: { ...params.inputProps, maxLength: 50 } }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A saved property's tags ('list stacking') in its row, with a button to change them. */
export function SavedPropertyTags({ propertyId, address }: { propertyId: string; address: string }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const tags = useQuery({ queryKey: tagsKey(propertyId), queryFn: () => dataProvider.savedPropertyTags(propertyId) });
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {(tags.data ?? []).map((tag) => (
          <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
        ))}
        <Button size="small" startIcon={<LocalOfferIcon />} onClick={() => setOpen(true)} aria-label={`Tags of ${address}`}>
          Tags
        </Button>
      </Stack>
      {open ? <TagsDialog propertyId={propertyId} address={address} current={tags.data ?? []} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
