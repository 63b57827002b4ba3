import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider/dataProvider.ts';
import { ToastNotifications, ToastProvider } from '../../src/shared/toasts/ToastNotifications.tsx';
import { testApi } from './searchApi.ts';

export const LocationProbe = () => {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search}>
      {location.pathname}
    </output>
  );
};

/** Renders a page at `path` (route pattern `pattern`) inside react-admin with the real data provider and http client (fake token), and the portal's toasts. */
export function renderPage(element: ReactElement, path: string, pattern = path) {
  const t = testApi();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <AdminContext dataProvider={createDataProvider(t.request)} store={memoryStore()}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          <ToastNotifications />
        </AdminContext>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { ...utils, ...t };
}
