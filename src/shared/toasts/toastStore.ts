import type { ReactNode } from 'react';

/** Spec section 3: a toast's type. */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** Spec section 8, the generic notification layer: blank 4000 ms, error 4000, success 2000, loading until updated, custom 4000. */
export const TOAST_DURATIONS: Record<ToastType, number> = { blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 };
/** Spec section 9: at most 20 toasts are kept; a dismissed toast is removed 1 s later. */
export const TOAST_LIMIT = 20;
export const REMOVE_DELAY_MS = 1000;

export interface Toast {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** Milliseconds shown before it dismisses itself; Infinity keeps it until updated or dismissed. */
  duration: number;
  visible: boolean;
  /** 0–100 for long work (a loading toast's progress bar). */
  progress?: number;
}

export interface ToastOptions {
  id?: string;
  duration?: number;
  progress?: number;
}

export type ToastPatch = Partial<Pick<Toast, 'type' | 'message' | 'duration' | 'progress'>>;

type Timer = ReturnType<typeof setTimeout>;

/** The toast list with its timers: show, update, dismiss and remove (spec section 4 'Toasts'). */
export function createToastStore() {
  let toasts: Toast[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, Timer>();
  const removeTimers = new Map<string, Timer>();

  const set = (next: Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = (timers: Map<string, Timer>, id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const scheduleDismiss = (toast: Toast) => {
    clearTimer(dismissTimers, toast.id);
    if (Number.isFinite(toast.duration))
      dismissTimers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.duration),
      );
  };

  function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++sequence}`;
    if (toasts.some((toast) => toast.id === id)) {
      update(id, { type, message, duration: options.duration, progress: options.progress });
      return id;
    }
    const toast: Toast = {
      id,
      type,
      message,
      duration: options.duration ?? TOAST_DURATIONS[type],
      visible: true,
      progress: options.progress,
    };
    const kept = [toast, ...toasts];
    kept.slice(TOAST_LIMIT).forEach((dropped) => (clearTimer(dismissTimers, dropped.id), clearTimer(removeTimers, dropped.id)));
    set(kept.slice(0, TOAST_LIMIT));
    scheduleDismiss(toast);
    return id;
  }

  /** Changes a toast in place; a new type without a duration takes that type's duration (a loading toast becoming success lasts 2 s). */
  function update(id: string, patch: ToastPatch) {
    const current = toasts.find((toast) => toast.id === id);
    if (!current) return;
    const duration = patch.duration ?? (patch.type && patch.type !== current.type ? TOAST_DURATIONS[patch.type] : current.duration);
    const next: Toast = {
      ...current,
      ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      duration,
      visible: true,
    };
    clearTimer(removeTimers, id);
    set(toasts.map((toast) => (toast.id === id ? next : toast)));
    if (patch.type !== undefined || patch.duration !== undefined || !current.visible) scheduleDismiss(next);
  }

  /** Hides a toast (all without an id); it is removed 1 s later. */
  function dismiss(id?: string) {
    const ids = id === undefined ? toasts.map((toast) => toast.id) : [id];
    set(toasts.map((toast) => (ids.includes(toast.id) ? { ...toast, visible: false } : toast)));
    for (const each of ids) {
      clearTimer(dismissTimers, each);
      if (!removeTimers.has(each))
        removeTimers.set(
          each,
          setTimeout(() => remove(each), REMOVE_DELAY_MS),
        );
    }
  }

  /** Drops a toast (all without an id) at once. */
  function remove(id?: string) {
    const ids = id === undefined ? toasts.map((toast) => toast.id) : [id];
    ids.forEach((each) => (clearTimer(dismissTimers, each), clearTimer(removeTimers, each)));
    set(toasts.filter((toast) => !ids.includes(toast.id)));
  }

  return {
    getToasts: () => toasts,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    show,
    update,
    dismiss,
    remove,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The portal's toast layer (rendered by ToastProvider through notistack). */
export const toastStore = createToastStore();

/** Shorthands: toast('text'), toast.success, toast.error, toast.loading → id, then toast.update(id, …) and toast.dismiss(id). */
export const toast = Object.assign((message: ReactNode, options?: ToastOptions) => toastStore.show('blank', message, options), {
  success: (message: ReactNode, options?: ToastOptions) => toastStore.show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => toastStore.show('error', message, options),
  loading: (message: ReactNode, options?: ToastOptions) => toastStore.show('loading', message, options),
  custom: (message: ReactNode, options?: ToastOptions) => toastStore.show('custom', message, options),
  update: toastStore.update,
  dismiss: toastStore.dismiss,
  remove: toastStore.remove,
});
