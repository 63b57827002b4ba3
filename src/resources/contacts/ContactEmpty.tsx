import PeopleIcon from '@mui/icons-material/People';
import { CreateButton } from 'react-admin';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { ContactImportButton } from './ContactImportButton.tsx';

export const ContactEmpty = ({ onImport }: { onImport: () => void }) => (
  <EmptyState
    icon={<PeopleIcon />}
    title="No contacts yet"
    actions={[<CreateButton key="new" label="New contact" variant="contained" />, <ContactImportButton key="import" onClick={onImport} />]}
  >
    Keep the buyers, sellers, agents and lenders you work with here, organise them in groups and send them automated emails about new
    listings. Add them one by one or import a CSV file.
  </EmptyState>
);
