import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ContactImportDialog } from './ContactImportDialog.tsx';

export const ContactImportButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="Import CSV" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open ? <ContactImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
};
