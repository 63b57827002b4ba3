import { lazyPage } from '../../lib/lazyPage.tsx';

/** products/lists/automated-emails/logs: read-only audit of sent mail, loaded on demand. */
export default {
  list: lazyPage('email-logs', () => import('./EmailLogList.tsx').then((m) => ({ default: m.EmailLogList }))),
  options: { label: 'Email logs' },
};
