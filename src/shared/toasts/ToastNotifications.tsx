import { Button, GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { TOAST_MAX_WIDTH } from './ToastCard.tsx';
import { ToastLayer } from './ToastLayer.tsx';
import { REMOVE_DELAY_MS, TOAST_LIMIT, toastStore } from './toastStore.ts';

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

type UndoableMutation = (params: { isUndo: boolean }) => void;

/**
 * Shows react-admin's notifications (useNotify) as notistack toasts, so the portal has one toast system. An undoable
 * mutation's toast (react-admin's default mutation mode) carries Undo: Undo cancels the call, the toast closing without
 * it sends the call; leaving the page meanwhile asks first, as react-admin's own notification does.
 */
export const ToastNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const translate = useTranslate();
  const pending = useRef(new Set<UndoableMutation>());

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions = {} } = next;
    const { undoable, autoHideDuration, messageArgs } = notificationOptions;
    const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
    const mutation = undoable ? takeMutation() : undefined;
    let settle: ((isUndo: boolean) => void) | undefined;
    if (mutation) {
      pending.current.add(mutation);
      settle = (isUndo) => {
        if (!pending.current.delete(mutation)) return;
        mutation({ isUndo });
      };
    }
    enqueueSnackbar(text, {
      variant: type,
      autoHideDuration: autoHideDuration ?? TOAST_DURATIONS[type],
      action: settle
        ? (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                closeSnackbar(key);
              }}
            >
              Undo
            </Button>
          )
        : undefined,
      onClose: settle ? () => settle(false) : undefined,
    });
  }, [notifications, takeNotification, takeMutation, enqueueSnackbar, closeSnackbar, translate]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return null;
};
