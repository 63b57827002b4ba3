import { SearchInput } from 'react-admin';

/** The contact list's one filter: a keyword over name, email, company, phone, role and tags (GET /crm/contacts/search/). */
export const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, company, tag" sx={{ minWidth: { sm: 320 } }} />,
];
