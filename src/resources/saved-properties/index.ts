import { lazyPage } from '../../lib/lazyPage.tsx';
import type { SavedProperty } from '../../dataProvider/propertyTypes.ts';

/** Resource products/saved-properties over GET /properties/saved/; saving and notes go through their own calls. */
export default {
  list: lazyPage('saved-properties', () => import('./SavedPropertyList.tsx').then((m) => ({ default: m.SavedPropertyList }))),
  recordRepresentation: (record: SavedProperty) => record.address,
};
