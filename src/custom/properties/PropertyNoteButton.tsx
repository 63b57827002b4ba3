import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { useState } from 'react';
import { SavedPropertyNoteDialog } from '../../shared/properties/SavedPropertyNoteDialog.tsx';

interface Props {
  propertyId: string;
  address: string;
}

/** A saved property's note from its own page: the same dialog as in saved properties (get-note, then note PUT). */
export const PropertyNoteButton = ({ propertyId, address }: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        Note
      </Button>
      {open ? (
        <SavedPropertyNoteDialog propertyId={propertyId} address={address} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />
      ) : null}
    </>
  );
};
