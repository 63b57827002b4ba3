import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

/** Records that the user opened a property, once per opened id (for /properties, the recently viewed ones). */
export function useRecordView(propertyId: string | undefined, loaded: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { mutate: recordView } = useMutation({
    mutationFn: (id: string) => dataProvider.recordPropertyView(id),
    onError: (error) => console.warn('Could not record the property view', error),
  });
  useEffect(() => {
    if (propertyId && loaded) recordView(propertyId);
  }, [propertyId, loaded, recordView]);
}
