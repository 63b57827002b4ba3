import { Button, GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { TOAST_MAX_WIDTH } from './toasts/ToastCard.tsx';
import { ToastLayer } from './toasts/ToastLayer.tsx';
import { REMOVE_DELAY_MS, TOAST_LIMIT, toastStore } from './toasts/toastStore.ts';

/** Toast durations and placement from spec section 8: success/info 3 s, error/warning 4 s, bottom right. */
export const TOAST_DURATIONS: Record<VariantType, number> = { success: 3000, info: 3000, error: 4000, warning: 4000, default: 4000 };
export const MAX_TOASTS = TOAST_LIMIT;
/** Spec section 9: 8 px between toasts (notistack pads each toast's wrapper on both sides). */
export const TOAST_GAP_PX = 8;

export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    maxSnack={MAX_TOASTS}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    style={{ maxWidth: TOAST_MAX_WIDTH }}
    transitionDuration={{ exit: REMOVE_DELAY_MS }}
  >
    <GlobalStyles styles={{ '.notistack-SnackbarContainer .notistack-CollapseWrapper': { padding: `${TOAST_GAP_PX / 2}px 0` } }} />
    <ToastLayer store={toastStore} />
    {children}
  </SnackbarProvider>
);

/**
 * Shows react-admin's notifications (useNotify) as notistack toasts, so the portal has one toast system. An undoable
 * notification keeps its Undo action: the mutation runs when the toast closes, unless Undo was clicked.
 */
export const ToastNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions = {} } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions.messageArgs }) : message;
    const undoable = notificationOptions.undoable === true;
    let undone = false;
    const undo = (key: SnackbarKey) => {
      undone = true;
      takeMutation()?.({ isUndo: true });
      closeSnackbar(key);
    };
    enqueueSnackbar(text, {
      variant: type,
      autoHideDuration: notificationOptions.autoHideDuration ?? TOAST_DURATIONS[type],
      ...(undoable
        ? {
            action: (key: SnackbarKey) => (
              <Button color="inherit" size="small" onClick={() => undo(key)}>
                Undo
              </Button>
            ),
            onExited: () => {
              if (!undone) takeMutation()?.({ isUndo: false });
            },
          }
        : {}),
    });
  }, [notifications, takeNotification, takeMutation, enqueueSnackbar, closeSnackbar, translate]);

  return null;
};
