import { FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';
import type { SavedSearch } from '../../dataProvider/savedSearchTypes.ts';
import { CHANGE_ALERTS_HELP, CHANGE_ALERTS_LEGEND } from '../../shared/search/SaveSearchDialog.tsx';
import { CHANGE_ALERT_KINDS, CHANGE_ALERT_LABELS, type ChangeAlertKind } from '../../../server/savedSearches/schemas.ts';

/**
 * A saved search's change alerts as switches, each saved as it is flipped (PUT change_alerts only: the filters and the run
 * stay as they are); a refused change flips back with the reason.
 */
export const ChangeAlertSwitches = ({ record }: { record: SavedSearch }) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [alerts, setAlerts] = useState<ChangeAlertKind[]>(record.change_alerts ?? []);
  const [saving, setSaving] = useState(false);

  const flip = async (kind: ChangeAlertKind, on: boolean) => {
    const before = alerts;
    const next = CHANGE_ALERT_KINDS.filter((k) => (k === kind ? on : alerts.includes(k)));
    setAlerts(next);
    setSaving(true);
    try {
      await dataProvider.update(SAVED_SEARCHES, { id: record.id, data: { change_alerts: next }, previousData: record });
      notify(`Alert ${on ? 'on' : 'off'}: a matching listing ${CHANGE_ALERT_LABELS[kind]}.`, { type: 'success' });
    } catch (error) {
      setAlerts(before);
      notify(error instanceof Error ? error.message : 'The alerts could not be saved.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormControl component="fieldset" variant="standard" sx={{ mb: 2 }}>
      <FormLabel component="legend">{CHANGE_ALERTS_LEGEND}</FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {CHANGE_ALERT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={alerts.includes(kind)}
                disabled={saving || record.can_edit === false}
                onChange={(event) => void flip(kind, event.target.checked)}
              />
            }
            label={CHANGE_ALERT_LABELS[kind]}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {record.can_edit === false ? `${CHANGE_ALERTS_HELP} Alerts of a shared search reach the member who shared it.` : CHANGE_ALERTS_HELP}
      </FormHelperText>
    </FormControl>
  );
};
