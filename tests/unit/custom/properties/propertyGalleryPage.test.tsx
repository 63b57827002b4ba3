import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PropertyGalleryPage from '../../../../src/custom/properties/PropertyGalleryPage.tsx';
import type { PropertyGallery } from '../../../../src/dataProvider/propertyTypes.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const place = { property_id: '7', address: '107 Oak St', city: 'Austin', state: 'TX', postal_code: '78701' };
const photos: PropertyGallery = {
  ...place,
  is_demo: false,
  illustrative: false,
  count: 3,
  photos: [
    { url: 'https://photos.example/7-front.jpg', kind: 'photo', caption: 'Front' },
    { url: 'https://photos.example/7-kitchen.jpg', kind: 'photo', caption: 'Kitchen' },
    { url: 'https://photos.example/7-yard.jpg', kind: 'photo', caption: 'Photo 3 of 3' },
  ],
};
const svg = (name: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><text>${name}</text></svg>`)}`;
const drawings: PropertyGallery = {
  ...place,
  is_demo: true,
  illustrative: true,
  count: 2,
  photos: [
    { url: svg('exterior'), kind: 'illustrative', caption: 'Exterior sketch (illustrative image — no listing photo)' },
    { url: svg('plan'), kind: 'illustrative', caption: 'Floor plan sketch, not to scale (illustrative image — no listing photo)' },
  ],
};

const open = (answer: PropertyGallery) => {
  server.use(http.get(api('/properties/7/photos/'), () => HttpResponse.json(answer)));
  return renderPage(<PropertyGalleryPage />, '/products/properties/photos/7', '/products/properties/photos/:id');
};
const lightboxImage = () => within(screen.getByRole('dialog')).getByRole('img');

describe('property photo gallery', { timeout: 30_000 }, () => {
  it('shows the count, every thumbnail with its caption, and links to the property and its report', async () => {
    open(photos);
    await screen.findByRole('heading', { level: 1, name: 'Photos of 107 Oak St' }, WAIT);
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3 photos');
    const grid = screen.getByRole('list', { name: 'Photos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open Front — 1 of 3, 107 Oak St', 'Open Kitchen — 2 of 3, 107 Oak St', 'Open Photo 3 of 3 — 3 of 3, 107 Oak St']);
    expect(within(grid).getByText('Kitchen')).toBeInTheDocument();
    expect(screen.queryByText('Illustrative')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Property details' }).map((l) => l.getAttribute('href'))).toEqual([
      '/products/properties/7',
      '/products/properties/7',
    ]);
    expect(screen.getByRole('link', { name: 'Full property report' })).toHaveAttribute('href', '/report?property_id=7');
  });

  it('opens a lightbox that moves with the buttons and the arrow keys, wraps round, and closes on Escape', async () => {
    const user = userEvent.setup();
    open(photos);
    await user.click(await screen.findByRole('button', { name: 'Open Kitchen — 2 of 3, 107 Oak St' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Kitchen' }, WAIT);
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(lightboxImage()).toHaveAttribute('src', 'https://photos.example/7-kitchen.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(lightboxImage()).toHaveAttribute('src', 'https://photos.example/7-yard.jpg');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(lightboxImage()).toHaveAttribute('src', 'https://photos.example/7-front.jpg');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Front');
    await user.keyboard('{ArrowLeft}');
    expect(lightboxImage()).toHaveAttribute('src', 'https://photos.example/7-yard.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(lightboxImage()).toHaveAttribute('src', 'https://photos.example/7-kitchen.jpg');
    expect(lightboxImage()).toHaveAttribute('alt', 'Kitchen — 2 of 3, 107 Oak St');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await user.click(screen.getByRole('button', { name: 'Open Front — 1 of 3, 107 Oak St' }));
    await user.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
  });

  it('labels generated drawings as illustrative everywhere, never as photos', async () => {
    const user = userEvent.setup();
    open(drawings);
    await screen.findByRole('heading', { level: 1, name: 'Photos of 107 Oak St' }, WAIT);
    expect(screen.getByTestId('photo-count')).toHaveTextContent('2 illustrative images, no listing photos');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This listing came without photos (demo listings have none). The pictures below are illustrative drawings generated from the listing's facts — they are not photos of the property.",
    );
    const grid = screen.getByRole('list', { name: 'Photos' });
    expect(within(grid).getAllByText('Illustrative')).toHaveLength(2);
    expect(within(grid).getByText('Floor plan sketch, not to scale (illustrative image — no listing photo)')).toBeInTheDocument();
    await user.click(within(grid).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Floor plan sketch, not to scale (illustrative image — no listing photo)' },
      WAIT,
    );
    expect(within(dialog).getByText('Illustrative')).toBeInTheDocument();
    expect(lightboxImage()).toHaveAttribute('src', svg('plan'));
  });

  it("shows the server's detail when the property does not exist", async () => {
    server.use(http.get(api('/properties/7/photos/'), () => HttpResponse.json({ detail: 'Property not found.' }, { status: 404 })));
    renderPage(<PropertyGalleryPage />, '/products/properties/photos/7', '/products/properties/photos/:id');
    expect(await screen.findByText('Property not found.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Property details' })).toHaveAttribute('href', '/products/properties/7');
  });
});
