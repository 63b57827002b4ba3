import {
  Autocomplete,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useGetList } from 'react-admin';
import type { Contact } from '../../dataProvider/crmTypes.ts';
import { contactName } from '../contacts/contactTypes.ts';
import type { AutomatedEmail } from '../../dataProvider/crmTypes.ts';
import type { SendTestTo } from './useEmailActions.ts';
import { CONTACTS } from '../../dataProvider/resourceNames.ts';
import { useProfile } from '../../shared/useProfile.ts';

/**
 * Where a test of the email goes: the account's own address, or one of the user's contacts (a preview for a client). A
 * teammate's shared e-mail is sent as its owner: its test goes to the owner's address (their contacts are theirs to list).
 */
export const EmailSendTestDialog = ({
  email,
  onSend,
  onClose,
}: {
  email: AutomatedEmail;
  onSend: (to: SendTestTo) => void;
  onClose: () => void;
}) => {
  const profile = useProfile();
  // An e-mail is made by its owner (created_by): someone else's is a teammate's, shared with the caller's team.
  const owner = email.created_by && profile.data && email.created_by.id !== profile.data.id ? email.created_by : null;
  const [target, setTarget] = useState<'me' | 'contact'>('me');
  const [keyword, setKeyword] = useState('');
  const [contact, setContact] = useState<Contact | null>(null);
  const { data: contacts = [], isPending } = useGetList<Contact>(
    CONTACTS,
    // One's own contacts (own=true): a test goes to one of the e-mail owner's contacts, not one a teammate shares.
    { pagination: { page: 1, perPage: 20 }, filter: keyword.trim() ? { q: keyword.trim(), own: true } : { own: true } },
    { enabled: target === 'contact' && !owner },
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
      <DialogTitle>Send a test of {email.name}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="Send the test to" value={target} onChange={(e) => setTarget(e.target.value as 'me' | 'contact')}>
          <FormControlLabel
            value="me"
            control={<Radio />}
            label={owner ? `Its owner, ${owner.name}, at their account's address` : "Me, at my account's address"}
          />
          {owner ? null : <FormControlLabel value="contact" control={<Radio />} label="One of my contacts, as they will receive it" />}
        </RadioGroup>
        {owner ? (
          <Typography variant="body2" color="text.secondary">
            It is sent as {owner.name}&apos;s e-mail: a preview for a client goes to one of their contacts, which {owner.name} sends.
          </Typography>
        ) : null}
        {target === 'contact' && !owner && (
          <Autocomplete
            options={contacts}
            loading={isPending}
            value={contact}
            onChange={(_, value) => setContact(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setKeyword(value)}
            getOptionLabel={(c) => `${contactName(c)} <${c.email}>`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            noOptionsText="No contact matches"
            renderInput={(params) => <TextField {...params} label="Contact" margin="normal" autoFocus />}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} />
        <Button
          label="Send test"
          variant="contained"
          disabled={target === 'contact' && !contact}
          onClick={() => onSend(target === 'contact' && contact ? { contactId: contact.id } : 'me')}
        />
      </DialogActions>
    </Dialog>
  );
};
