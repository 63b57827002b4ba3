import { SaveButton, Toolbar } from 'react-admin';
import { CancelButton } from './CancelButton.tsx';

/** Save, and Cancel back to the list. */
export const RecordCreateToolbar = () => (
  <Toolbar sx={{ display: 'flex', gap: 1 }}>
    <SaveButton />
    <CancelButton />
  </Toolbar>
);
