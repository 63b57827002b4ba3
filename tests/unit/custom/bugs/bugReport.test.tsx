import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, type ApiRequest } from '../../../../src/auth/httpClient.ts';
import { BugReportDialog } from '../../../../src/custom/bugs/BugReportDialog.tsx';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import { ToastNotifications, ToastProvider } from '../../../../src/shared/toasts/ToastNotifications.tsx';

function setup(answer: () => unknown = () => ({ id: 42 })) {
  const calls: { path: string; method?: string; body: FormData }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method, body: init.body as FormData });
    return { status: 201, headers: new Headers(), json: answer() };
  });
  const onClose = vi.fn();
  render(
    <AdminContext dataProvider={createDataProvider(request)} store={memoryStore()}>
      <ToastProvider>
        <BugReportDialog onClose={onClose} pageUrl="http://localhost/products/lists/groups" browser="TestBrowser 1.0" />
        <ToastNotifications />
      </ToastProvider>
    </AdminContext>,
  );
  return { calls, onClose };
}

const png = (name = 'shot.png', bytes = 100) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('Report a problem', { timeout: 20_000 }, () => {
  it('asks for a description before sending', async () => {
    const { calls } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Please describe the problem.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends title, description, page, browser and a picked screenshot as multipart to POST /bugs/, then confirms', async () => {
    const { calls, onClose } = setup();
    expect(screen.getByText(/page http:\/\/localhost\/products\/lists\/groups · browser TestBrowser 1.0/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Map is grey' } });
    fireEvent.change(screen.getByLabelText(/What went wrong/), { target: { value: '  The map stays grey.  ' } });
    await userEvent.upload(screen.getByLabelText('Screenshot file'), png('map.png', 2048));
    expect(screen.getByTestId('screenshot-name')).toHaveTextContent('map.png (2 KB)');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/bugs/', method: 'POST' });
    const form = calls[0]!.body;
    expect([form.get('title'), form.get('description'), form.get('page_url'), form.get('browser')]).toEqual([
      'Map is grey',
      'The map stays grey.',
      'http://localhost/products/lists/groups',
      'TestBrowser 1.0',
    ]);
    expect((form.get('screenshot') as File).name).toBe('map.png');
    expect(await screen.findByText(/report #42 was sent to our support team/)).toBeInTheDocument();
  });

  it('takes a pasted screenshot and refuses one over 5 MB', async () => {
    setup();
    const form = screen.getByLabelText(/What went wrong/).closest('form')!;
    const paste = createEvent.paste(form, { clipboardData: { files: [png('', 10)] } });
    fireEvent(form, paste);
    expect(screen.getByTestId('screenshot-name')).toHaveTextContent('pasted-screenshot.png');
    await userEvent.upload(screen.getByLabelText('Screenshot file'), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText(/larger than 5 MB/)).toBeInTheDocument();
  });

  it("shows the server's reason when the report is refused", async () => {
    setup(() => {
      throw new HttpError(415, {}, 'The screenshot must be a PNG, JPEG, GIF or WebP image.');
    });
    fireEvent.change(screen.getByLabelText(/What went wrong/), { target: { value: 'Broken' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('The screenshot must be a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
  });
});
