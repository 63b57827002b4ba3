import { lazyPage } from '../../lib/lazyPage.tsx';
import type { SavedSearch } from '../../dataProvider/savedSearchTypes.ts';

/** Resource products/lists/saved-searches over /searches/saved/; its edit route (/{id}) re-runs the search. */
export default {
  list: lazyPage('saved-searches', () => import('./SavedSearchList.tsx').then((m) => ({ default: m.SavedSearchList }))),
  edit: lazyPage('saved-search', () => import('./SavedSearchEdit.tsx').then((m) => ({ default: m.SavedSearchEdit }))),
  recordRepresentation: (record: SavedSearch) => record.name,
};
