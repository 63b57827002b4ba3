import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { DealStageLabel } from '../../dataProvider/deals.ts';
import { DEAL_STAGES_KEY, useDealStages } from './dealStages.ts';

/** Whether the caller may rename the stages: a user without a team (their own), or a team's owner or account manager. */
export function useCanRenameStages(): boolean {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const team = useQuery({ queryKey: ['team', 'current'], queryFn: () => dataProvider.getTeam(), staleTime: 60_000 });
  if (team.isPending || team.isError) return false;
  return team.data === null || team.data.role === 'owner' || team.data.role === 'account_manager';
}

function StagesForm({ stages, onClose }: { stages: DealStageLabel[]; onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [labels, setLabels] = useState<Record<string, string>>(() => Object.fromEntries(stages.map((s) => [s.key, s.label])));
  const save = useMutation({
    mutationFn: async () => {
      for (const stage of stages) {
        const label = labels[stage.key]!.trim();
        if (label && label !== stage.label) await dataProvider.renameDealStage(stage.key, label);
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DEAL_STAGES_KEY });
      refresh();
      notify('Stage names saved.', { type: 'success' });
      onClose();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'The stage names could not be saved.', { type: 'error' }),
  });
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The names every member of the team sees on the board and the list.</DialogContentText>
        <Stack sx={{ gap: 2 }}>
          {stages.map((stage) => (
            <TextField
              key={stage.key}
              label={stage.default_label}
              value={labels[stage.key] ?? ''}
              onChange={(e) => setLabels((current) => ({ ...current, [stage.key]: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || stages.some((s) => !labels[s.key]?.trim())}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

/** "Rename stages": the team's (or a user without a team's own) names for the six stages. */
export function DealStagesButton() {
  const [open, setOpen] = useState(false);
  const stages = useDealStages();
  if (!useCanRenameStages()) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Rename stages
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Stage names</DialogTitle>
        {open ? <StagesForm stages={stages} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
