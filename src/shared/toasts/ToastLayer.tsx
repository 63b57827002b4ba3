import { useSnackbar } from 'notistack';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ToastCard } from './ToastCard.tsx';
import type { ToastStore } from './toastStore.ts';

/** Shows the toast store through notistack: one snackbar per visible toast, closed when the toast is dismissed. */
export const ToastLayer = ({ store }: { store: ToastStore }) => {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts);
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const visible = new Set(toasts.filter((toast) => toast.visible).map((toast) => toast.id));
    for (const id of [...visible].reverse()) {
      if (shown.current.has(id)) continue;
      shown.current.add(id);
      enqueueSnackbar({ key: id, persist: true, content: (key) => <ToastCard id={String(key)} store={store} /> });
    }
    for (const id of shown.current) {
      if (visible.has(id)) continue;
      shown.current.delete(id);
      closeSnackbar(id);
    }
  }, [toasts, store, enqueueSnackbar, closeSnackbar]);

  return null;
};
