import { Chip } from '@mui/material';

const COLORS: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'default'> = {
  GET: 'success',
  POST: 'primary',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

/** An HTTP method as a coloured chip (GET green, POST blue …). */
export const MethodChip = ({ method }: { method: string }) => (
  <Chip
    size="small"
    label={method.toUpperCase()}
    color={COLORS[method.toUpperCase()] ?? 'default'}
    sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 56 }}
  />
);
