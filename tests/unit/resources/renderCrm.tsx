import { render } from '@testing-library/react';
import { Admin, memoryStore, TestMemoryRouter } from 'react-admin';
import { createHttpClient } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { ToastNotifications, ToastProvider } from '../../../src/shared/toasts/ToastNotifications.tsx';
import { crmResources } from '../../../src/resources/crmResources.tsx';
import { tokenExpiringIn } from '../jwt.ts';
import { ORIGIN } from './fakeCrmApi.ts';

/** The CRM resources in a real react-admin Admin with the portal's toasts, at `path`, over the real data provider and http client (msw answers). */
export function renderCrm(path: string) {
  const token = tokenExpiringIn(60 * 60 * 1000);
  const request = createHttpClient({
    fetch: (input, init) => fetch(new URL(String(input), ORIGIN), init),
    getIdToken: () => token,
    refreshSession: async () => {},
    onNotAuthorized: () => {},
    onRefreshFailed: () => {},
    clearIdToken: () => {},
  });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <Admin dataProvider={createDataProvider(request)} store={memoryStore()} notification={ToastNotifications} disableTelemetry>
          {crmResources()}
        </Admin>
      </ToastProvider>
    </TestMemoryRouter>,
  );
}
