import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastLayer } from '../../../../src/shared/toasts/ToastLayer.tsx';
import { createToastStore, REMOVE_DELAY_MS, TOAST_DURATIONS, TOAST_LIMIT } from '../../../../src/shared/toasts/toastStore.ts';

afterEach(() => vi.useRealTimers());

describe('toast store (spec sections 4, 8, 9)', () => {
  it('uses the generic layer durations: blank 4000, error 4000, success 2000, loading until updated, custom 4000', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 });
    expect([TOAST_LIMIT, REMOVE_DELAY_MS]).toEqual([20, 1000]);
  });

  it('dismisses a toast after its duration and removes it 1 s later', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.show('success', 'Saved');
    expect(store.getToasts()).toEqual([{ id, type: 'success', message: 'Saved', duration: 2000, visible: true, progress: undefined }]);
    vi.advanceTimersByTime(1999);
    expect(store.getToasts()[0]!.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]!.visible).toBe(false);
    vi.advanceTimersByTime(999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it('keeps a loading toast until it is updated, then times it as its new type', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.show('loading', 'Building the file…', { progress: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getToasts()[0]).toMatchObject({ type: 'loading', visible: true });
    store.update(id, { progress: 40 });
    expect(store.getToasts()[0]).toMatchObject({ type: 'loading', progress: 40, message: 'Building the file…' });
    store.update(id, { type: 'error', message: 'The build failed' });
    expect(store.getToasts()[0]).toMatchObject({ type: 'error', duration: 4000, message: 'The build failed', visible: true });
    vi.advanceTimersByTime(4000);
    expect(store.getToasts()[0]!.visible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(store.getToasts()).toEqual([]);
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    const store = createToastStore();
    const ids = Array.from({ length: 23 }, (_, i) => store.show('blank', `n${i}`));
    expect(store.getToasts()).toHaveLength(20);
    expect(store.getToasts().map((t) => t.id)).toEqual(ids.slice(3).reverse());
  });

  it('dismisses and removes one toast or all of them', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const a = store.show('custom', 'a');
    store.show('blank', 'b');
    store.dismiss(a);
    expect(store.getToasts().map((t) => [t.message, t.visible])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    store.remove();
    expect(store.getToasts()).toEqual([]);
    store.show('blank', 'c');
    store.dismiss();
    vi.advanceTimersByTime(1000);
    expect(store.getToasts()).toEqual([]);
  });

  it('shows again under the same id as an update', () => {
    const store = createToastStore();
    store.show('loading', 'Importing', { id: 'import' });
    store.show('success', 'Imported 3 contacts', { id: 'import' });
    expect(store.getToasts()).toMatchObject([{ id: 'import', type: 'success', message: 'Imported 3 contacts', duration: 2000 }]);
  });
});

describe('toast layer on notistack', () => {
  const renderLayer = () => {
    const store = createToastStore();
    render(
      <SnackbarProvider>
        <ToastLayer store={store} />
      </SnackbarProvider>,
    );
    return store;
  };

  it('shows a loading toast with its progress and turns it into the result', async () => {
    const store = renderLayer();
    let id = '';
    act(() => void (id = store.show('loading', 'Building your Excel file', { progress: 25 })));
    expect(await screen.findByText('Building your Excel file')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    act(() => store.update(id, { type: 'success', message: 'Your file is ready', progress: undefined }));
    expect(await screen.findByText('Your file is ready')).toBeInTheDocument();
    expect(screen.getByText('Your file is ready').closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'success');
  });

  it('closes a toast from its close button', async () => {
    const store = renderLayer();
    act(() => void store.show('error', 'Could not save'));
    const alert = await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getToasts().filter((t) => t.visible)).toEqual([]);
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  });
});

describe('react-admin notifications', () => {
  it('keep the Undo action of an undoable mutation: Undo cancels it, letting the toast close runs it', async () => {
    const { AdminContext, memoryStore, useAddUndoableMutation, useNotify } = await import('react-admin');
    const { ToastNotifications, ToastProvider } = await import('../../../../src/shared/toasts/ToastNotifications.tsx');
    const mutation = vi.fn();
    const Trigger = ({ label }: { label: string }) => {
      const notify = useNotify();
      const addMutation = useAddUndoableMutation();
      return (
        <button
          onClick={() => {
            addMutation(mutation);
            notify(label, { undoable: true, autoHideDuration: 2000 });
          }}
        >
          {label}
        </button>
      );
    };
    render(
      <AdminContext store={memoryStore()}>
        <ToastProvider>
          <Trigger label="Contact deleted" />
          <ToastNotifications />
        </ToastProvider>
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contact deleted' }));
    await screen.findByText('Contact deleted', { selector: '#notistack-snackbar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledWith({ isUndo: true }));
    mutation.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Contact deleted' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledWith({ isUndo: false }), { timeout: 4000 });
    expect(mutation).toHaveBeenCalledTimes(1);
  }, 20_000);
});
