import { FormControlLabel, Switch } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import { useEmailActions } from './useEmailActions.ts';

/** On/off for one automated email (POST …/status/change/); stops the row click from opening the editor. */
export const EmailStatusSwitch = ({ showLabel = false }: { showLabel?: boolean }) => {
  const email = useRecordContext<AutomatedEmail>();
  const { setStatus, pending } = useEmailActions();
  if (!email) return null;
  const active = email.status === 'active';
  return (
    <FormControlLabel
      onClick={(e: MouseEvent) => e.stopPropagation()}
      control={
        <Switch
          checked={active}
          disabled={pending}
          onChange={() => setStatus(email, active ? 'paused' : 'active')}
          slotProps={{ input: { 'aria-label': `${email.name}: ${active ? 'on' : 'paused'}` } }}
        />
      }
      label={showLabel ? (active ? 'On' : 'Paused') : ''}
      sx={showLabel ? undefined : { mr: 0 }}
    />
  );
};
