import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../PageHeader.tsx';
import { DemoDataChip } from './DemoDataNotice.tsx';
import { NewListButton } from './NewListButton.tsx';
import { SavedSearchPicker } from './SavedSearchPicker.tsx';
import { SearchWorkspace } from './SearchWorkspace.tsx';

/** products/lists/new-search: the search filters page. '+ New List' remounts it with default filters. */
const NewSearchPage = () => {
  const location = useLocation();
  return (
    <Box sx={{ pb: 4 }}>
      <Title title="New search" />
      <PageHeader title="New search">
        <DemoDataChip />
        <SavedSearchPicker />
        <NewListButton />
      </PageHeader>
      <SearchWorkspace key={location.key} />
    </Box>
  );
};
export default NewSearchPage;
