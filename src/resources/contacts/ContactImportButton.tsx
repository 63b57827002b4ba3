import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

/**
 * Opens the import dialog, which the list owns so it survives the list going from empty to filled. Labelled on phones too
 * (react-admin's Button shrinks to a bare icon there, and an upload icon alone does not say "import contacts").
 */
export const ContactImportButton = ({ onClick }: { onClick: () => void }) => (
  <Button size="small" startIcon={<UploadFileIcon />} onClick={onClick}>
    Import CSV
  </Button>
);
