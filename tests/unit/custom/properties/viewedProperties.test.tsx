import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../../src/auth/httpClient.ts';
import { ViewedPropertiesPage } from '../../../../src/custom/properties/ViewedPropertiesPage.tsx';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import { property } from '../../fixtures.ts';

function renderPage(older: boolean, results: unknown[]) {
  const paths: string[] = [];
  const request: ApiRequest = vi.fn(async (path: string) => {
    paths.push(path);
    return { status: 200, headers: new Headers(), json: { count: results.length, next: null, previous: null, results } };
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider(request)} store={memoryStore()}>
        <ViewedPropertiesPage older={older} />
      </AdminContext>
    </MemoryRouter>,
  );
  return paths;
}

describe('viewed properties pages', () => {
  it('lists recently viewed properties with readable labels and a link to each', async () => {
    const item = {
      id: '7',
      property_id: '7',
      viewed_at: '2026-11-20T10:00:00Z',
      view_count: 3,
      property: property(7, { address: '12 Oak St', status: 'for_sale' }),
    };
    const paths = renderPage(false, [item]);
    expect(screen.getByRole('heading', { name: 'Recently viewed properties' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '12 Oak St' });
    expect(link).toHaveAttribute('href', '/products/properties/7');
    expect(screen.getByText(/· Active$/)).toBeInTheDocument();
    expect(screen.getByText(/· 3 times/)).toBeInTheDocument();
    expect(paths).toEqual(['/properties/viewed/?page=1&page_size=20']);
  });

  it('asks for the older views and says when there are none', async () => {
    const paths = renderPage(true, []);
    expect(await screen.findByText('No older views')).toBeInTheDocument();
    expect(paths).toEqual(['/properties/viewed/?page=1&page_size=20&older=true']);
  });
});
