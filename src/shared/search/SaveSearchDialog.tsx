import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Switch,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CHANGE_ALERT_KINDS, CHANGE_ALERT_LABELS, type ChangeAlertKind } from '../../../server/savedSearches/schemas.ts';
import { SHARED_LABEL, sharedHelp } from './sharing.ts';

interface Props {
  open: boolean;
  defaultName: string;
  /** Offers the change alerts (a new search; a saved one changes them on its page). */
  withAlerts?: boolean;
  saving: boolean;
  title?: string;
  onClose: () => void;
  /** The caller's team: offers "Shared with team" (a new search only; a user without a team sees no switch). */
  teamName?: string | null;
  onSave: (name: string, changeAlerts: ChangeAlertKind[], shared: boolean) => void;
}

export const NAME_MAX = 200;

/** The heading of the change alerts' choices (here and on a saved search's page). */
export const CHANGE_ALERTS_LEGEND = 'Alert me when a matching listing:';
export const CHANGE_ALERTS_HELP = 'In the notification bell and by e-mail, and to your webhooks subscribed to the change.';

/** Names a search before saving it (and, a new one, chooses its change alerts); remounted on open so it starts fresh. */
export const SaveSearchDialog = ({
  open,
  defaultName,
  withAlerts = false,
  saving,
  title = 'Save search',
  teamName,
  onClose,
  onSave,
}: Props) => {
  const [name, setName] = useState(defaultName);
  const [alerts, setAlerts] = useState<ChangeAlertKind[]>([]);
  const [shared, setShared] = useState(false);
  const trimmed = name.trim();
  const error = !trimmed ? 'Give the search a name.' : trimmed.length > NAME_MAX ? `At most ${NAME_MAX} characters.` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onSave(trimmed, alerts, Boolean(teamName) && shared);
  };
  const toggle = (kind: ChangeAlertKind, on: boolean) =>
    setAlerts((current) => CHANGE_ALERT_KINDS.filter((k) => (k === kind ? on : current.includes(k))));
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
        {withAlerts ? (
          <FormControl component="fieldset" variant="standard" sx={{ mt: 1 }}>
            <FormLabel component="legend">{CHANGE_ALERTS_LEGEND}</FormLabel>
            <FormGroup>
              {CHANGE_ALERT_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={<Checkbox checked={alerts.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />}
                  label={CHANGE_ALERT_LABELS[kind]}
                />
              ))}
            </FormGroup>
            <FormHelperText>{CHANGE_ALERTS_HELP}</FormHelperText>
          </FormControl>
        ) : null}
        {withAlerts && teamName ? (
          <FormControl variant="standard" sx={{ mt: 2, display: 'block' }}>
            <FormControlLabel
              control={<Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={SHARED_LABEL}
            />
            <FormHelperText>{sharedHelp(teamName)}</FormHelperText>
          </FormControl>
        ) : null}
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
