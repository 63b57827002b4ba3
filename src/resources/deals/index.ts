import { lazyPage } from '../../lib/lazyPage.tsx';
import type { Deal } from '../../dataProvider/deals.ts';
import { dealName } from './dealName.ts';

/** products/deals: the deal pipeline (issue 27) as a list and a board; its screens load on demand. */
export default {
  list: lazyPage('deals', () => import('./DealList.tsx').then((m) => ({ default: m.DealList }))),
  create: lazyPage('deal-create', () => import('./DealCreate.tsx').then((m) => ({ default: m.DealCreate }))),
  edit: lazyPage('deal-edit', () => import('./DealEdit.tsx').then((m) => ({ default: m.DealEdit }))),
  show: lazyPage('deal-show', () => import('./DealShow.tsx').then((m) => ({ default: m.DealShow }))),
  recordRepresentation: (deal: Deal) => dealName(deal),
  options: { label: 'Deals' },
};
