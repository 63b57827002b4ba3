import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';

/** Toast durations and placement from spec section 8: success/info 3 s, error/warning 4 s, bottom right. */
export const TOAST_DURATIONS: Record<VariantType, number> = { success: 3000, info: 3000, error: 4000, warning: 4000, default: 4000 };
export const MAX_TOASTS = 20;

export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    maxSnack={MAX_TOASTS}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    dense
    style={{ maxWidth: 350 }}
    transitionDuration={{ exit: 1000 }}
  >
    {children}
  </SnackbarProvider>
);

/** Shows react-admin's notifications (useNotify) as notistack toasts, so the portal has one toast system. */
export const ToastNotifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const { enqueueSnackbar } = useSnackbar();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions = {} } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions.messageArgs }) : message;
    enqueueSnackbar(text, {
      variant: type,
      autoHideDuration: notificationOptions.autoHideDuration ?? TOAST_DURATIONS[type],
    });
  }, [notifications, takeNotification, enqueueSnackbar, translate]);

  return null;
};
