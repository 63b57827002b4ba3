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
  // A teammate's shared e-mail: its state, fixed, with the server's reason (only its owner and the managers pause it).
  const locked = email.can_edit === false;
  return (
    <FormControlLabel
      onClick={(e: MouseEvent) => e.stopPropagation()}
      control={
        <Switch
          checked={active}
          disabled={pending || locked}
          onChange={() => setStatus(email, active ? 'paused' : 'active')}
          slotProps={{
            input: {
              'aria-label': `${email.name}: ${active ? 'on' : 'paused'}${locked && email.edit_refusal ? `. ${email.edit_refusal}` : ''}`,
            },
          }}
        />
      }
      label={showLabel ? (active ? 'On' : 'Paused') : ''}
      title={locked ? (email.edit_refusal ?? undefined) : undefined}
      sx={showLabel ? undefined : { mr: 0 }}
    />
  );
};
