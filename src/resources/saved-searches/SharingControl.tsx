import GroupsIcon from '@mui/icons-material/Groups';
import { Alert, Box, Chip, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';
import type { SavedSearch } from '../../dataProvider/savedSearchTypes.ts';
import { SHARED_LABEL, sharedByText, sharedHelp, useCurrentTeam } from '../../shared/search/sharing.ts';

/** "Shared" with who made it and who changed it last, or "Private"; for the list and the saved search's page. */
export const SharedChip = ({ record }: { record: Pick<SavedSearch, 'shared' | 'created_by' | 'updated_by'> }) =>
  record.shared ? (
    <Box>
      <Chip size="small" color="info" icon={<GroupsIcon />} label="Shared" />
      <Typography variant="caption" color="text.secondary" display="block">
        {sharedByText(record)}
      </Typography>
    </Box>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Private
    </Typography>
  );

/**
 * A saved search's sharing on its page: who shared it and who changed it last; for whoever may change it and is in a team,
 * a "Shared with team" switch saved as it is flipped (PUT shared only), flipped back with the server's reason when refused.
 * A teammate who may not change it reads the server's reason instead.
 */
export const SharingControl = ({ record }: { record: SavedSearch }) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const team = useCurrentTeam();
  const [shared, setShared] = useState(record.shared ?? false);
  const [saving, setSaving] = useState(false);
  const canEdit = record.can_edit !== false;

  const flip = async (on: boolean) => {
    setShared(on);
    setSaving(true);
    try {
      await dataProvider.update(SAVED_SEARCHES, { id: record.id, data: { shared: on }, previousData: record });
      notify(on ? 'Shared with your team.' : 'No longer shared: only you see it.', { type: 'success' });
    } catch (error) {
      setShared(!on);
      notify(error instanceof Error ? error.message : 'The sharing could not be changed.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      {record.shared ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Shared with the team {sharedByText(record)}
        </Typography>
      ) : null}
      {!canEdit ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {record.edit_refusal ?? 'You can run this search but not change it.'}
        </Alert>
      ) : team.data ? (
        <>
          <FormControlLabel
            control={<Switch checked={shared} disabled={saving} onChange={(event) => void flip(event.target.checked)} />}
            label={SHARED_LABEL}
          />
          <FormHelperText>{sharedHelp(team.data.name)}</FormHelperText>
        </>
      ) : null}
    </Box>
  );
};
