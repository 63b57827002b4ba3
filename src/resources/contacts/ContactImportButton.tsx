import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';

/** Opens the import dialog, which the list owns so it survives the list going from empty to filled. */
export const ContactImportButton = ({ onClick }: { onClick: () => void }) => (
  <Button label="Import CSV" onClick={onClick}>
    <UploadFileIcon />
  </Button>
);
