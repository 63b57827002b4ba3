import { Box, Stack } from '@mui/material';
import { CopyButton } from '../../shared/CopyButton.tsx';

/** A full API key in monospace, selectable, with its copy button; wraps instead of widening a phone's screen. */
export const SecretField = ({ value, label = 'Copy key' }: { value: string; label?: string }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
    <Box
      component="code"
      data-testid="secret-key"
      sx={{ flex: 1, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
    >
      {value}
    </Box>
    <CopyButton text={value} label={label} what="API key" />
  </Stack>
);
