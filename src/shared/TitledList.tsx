import { List, type ListProps, type RaRecord } from 'react-admin';
import { PageHeader } from './PageHeader.tsx';

/**
 * react-admin's List with its title also as the page's h1, as the custom pages have (the app bar's title is no heading,
 * and a list page must have one for screen readers and for a user scrolling back up).
 */
export function TitledList<RecordType extends RaRecord = RaRecord>({ title, ...props }: ListProps<RecordType> & { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <List<RecordType> title={title} {...props} />
    </>
  );
}
