import { Alert, Box, CircularProgress, LinearProgress, Paper } from '@mui/material';
import { forwardRef, useSyncExternalStore } from 'react';
import type { ToastStore } from './toastStore.ts';

/** The maximum toast width (spec section 9). */
export const TOAST_MAX_WIDTH = 350;

interface Props {
  id: string;
  store: ToastStore;
}

/** One toast of the layer; it re-renders when its toast is updated (a loading toast turning into its result). */
export const ToastCard = forwardRef<HTMLDivElement, Props>(function ToastCard({ id, store }, ref) {
  const toast = useSyncExternalStore(store.subscribe, () => store.getToasts().find((each) => each.id === id));
  if (!toast) return <div ref={ref} />;
  const close = () => store.dismiss(id);
  const sx = { width: '100%', maxWidth: TOAST_MAX_WIDTH, pointerEvents: 'all' } as const;
  if (toast.type === 'custom') {
    return (
      <Box ref={ref} sx={sx} data-toast-type="custom">
        {toast.message}
      </Box>
    );
  }
  if (toast.type === 'blank') {
    return (
      <Paper
        ref={ref}
        role="status"
        elevation={6}
        data-toast-type="blank"
        sx={{ ...sx, px: 2, py: 1.5, bgcolor: 'grey.900', color: 'common.white', typography: 'body2' }}
      >
        {toast.message}
      </Paper>
    );
  }
  const loading = toast.type === 'loading';
  return (
    <Alert
      ref={ref}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      variant="filled"
      severity={toast.type === 'loading' ? 'info' : toast.type}
      icon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      onClose={loading ? undefined : close}
      elevation={6}
      sx={sx}
    >
      {toast.message}
      {loading && toast.progress !== undefined ? (
        <LinearProgress variant="determinate" value={toast.progress} color="inherit" aria-label="Progress" sx={{ mt: 1 }} />
      ) : null}
    </Alert>
  );
});
