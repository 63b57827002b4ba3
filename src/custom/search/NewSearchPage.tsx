import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { DemoDataChip } from '../../shared/search/DemoDataNotice.tsx';
import { NewListButton } from '../../shared/search/NewListButton.tsx';
import { SavedSearchPicker } from './SavedSearchPicker.tsx';
import { fromQuery } from '../../shared/search/filterModel.ts';
import { SearchWorkspace } from '../../shared/search/SearchWorkspace.tsx';
import { useUrlSearch } from '../../shared/search/useUrlSearch.ts';

/**
 * products/lists/new-search: the search filters page. Its filters, sort and page live in the query string, so Back, Forward,
 * reload and a shared link show the same results; '+ New List' (no query string) remounts it with default filters.
 */
const NewSearchPage = () => {
  const { urlSearch, onNavigate, locationKey } = useUrlSearch();
  // The workspace lives on while the address moves to a search, its first Apply included (a remount there would lose
  // the focus on Apply and the scroll to the results); arriving at an address without one ('+ New List', Back) starts afresh.
  const [workspace, setWorkspace] = useState({ key: 0, locationKey });
  let key = workspace.key;
  if (workspace.locationKey !== locationKey) {
    if (!urlSearch) key += 1;
    setWorkspace({ key, locationKey });
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values the workspace starts from, read when it (re)mounts
  const initialValues = useMemo(() => (urlSearch ? fromQuery(urlSearch.query) : undefined), [key]);
  return (
    <Box sx={{ pb: 4 }}>
      <Title title="New search" />
      <PageHeader title="New search">
        <DemoDataChip />
        <SavedSearchPicker />
        <NewListButton />
      </PageHeader>
      <SearchWorkspace
        key={key}
        initialValues={initialValues}
        initialSort={urlSearch?.query.sort_by ?? ''}
        urlSearch={urlSearch}
        onNavigate={onNavigate}
      />
    </Box>
  );
};
export default NewSearchPage;
