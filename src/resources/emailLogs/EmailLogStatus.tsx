import { Chip, Stack } from '@mui/material';
import type { EmailLog } from '../../dataProvider/crmTypes.ts';
import { LOG_STATUSES } from './logTypes.ts';

export const EmailLogStatus = ({ log }: { log: EmailLog }) => {
  const status = LOG_STATUSES.find((s) => s.id === log.status) ?? { name: log.status, color: 'default' as const };
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={status.name} color={status.color} variant={status.color === 'default' ? 'outlined' : 'filled'} />
      {log.test ? <Chip size="small" label="Test" variant="outlined" color="info" /> : null}
    </Stack>
  );
};
