import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

/** Records that the user opened a property, once per opened id (for /properties, the recently viewed ones). */
export function useRecordView(propertyId: string | undefined, loaded: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  useEffect(() => {
    if (!propertyId || !loaded) return;
    dataProvider.recordPropertyView(propertyId).catch((error: unknown) => console.warn('Could not record the property view', error));
  }, [propertyId, loaded, dataProvider]);
}
