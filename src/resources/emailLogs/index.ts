import { EmailLogList } from './EmailLogList.tsx';

/** products/lists/automated-emails/logs: read-only audit of sent mail. */
export default {
  list: EmailLogList,
  options: { label: 'Email logs' },
};
