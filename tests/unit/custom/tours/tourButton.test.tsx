import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../src/shared/theme/theme.ts';
import { TOUR_BUTTON_CLEARANCE, TourButton } from '../../../../src/custom/tours/TourButton.tsx';
import { TourProvider, useTour } from '../../../../src/custom/tours/TourContext.tsx';
import { TourOffer } from '../../../../src/custom/tours/TourOffer.tsx';
import { COMPLETED_KEY, OFFERED_KEY, RUNNING_KEY } from '../../../../src/custom/tours/tourStorage.ts';
import { screenOf } from '../../screenOf.ts';

const StateProbe = () => {
  const { state } = useTour();
  return <output data-testid="tour-state">{state.status === 'active' ? `${state.tourId}:${state.step}` : 'inactive'}</output>;
};

/** The portal's theme (its breakpoints and sidebar widths); `sidebarOpen` as react-admin stores it (unset: its default). */
const renderAt = (path: string, sidebarOpen?: boolean) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore(sidebarOpen === undefined ? {} : { 'sidebar.open': sidebarOpen })} theme={theme}>
        <TourProvider>
          <TourButton />
          <TourOffer />
          <StateProbe />
        </TourProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('Product Tour button', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(OFFERED_KEY, 'x');
  });

  it('shows only under /products', () => {
    renderAt('/settings');
    expect(screen.queryByRole('button', { name: 'Product Tour' })).toBeNull();
  });

  it('pulses while a tour is uncompleted, lists the spec’s two tours and Reading a deal with the footer and starts one, hiding itself', async () => {
    renderAt('/products/lists/groups');
    const button = screen.getByRole('button', { name: 'Product Tour' });
    expect(button).toHaveAttribute('data-pulsing', 'true');
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Product tours' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Welcome tourThe portal in six steps',
      'Create your first listA search step by step, from location to saved search',
      'Reading a dealARV, value gap, LP/ARV and potential, on a result and its property page',
    ]);
    expect(within(menu).getByText('Click any tour to start or restart it')).toBeInTheDocument();
    expect(within(menu).queryByText('Completed')).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Create your first list/ }));
    expect(screen.getByTestId('tour-state')).toHaveTextContent('first-list:0');
    expect(screen.queryByRole('button', { name: 'Product Tour' })).toBeNull();
  });

  it('marks completed tours and stops pulsing once all are done', async () => {
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(['welcome']));
    const first = renderAt('/products');
    await userEvent.click(screen.getByRole('button', { name: 'Product Tour' }));
    expect(screen.getByRole('menuitem', { name: /Welcome tour/ })).toHaveTextContent('Completed');
    expect(screen.getByRole('menuitem', { name: /first list/ })).not.toHaveTextContent('Completed');
    first.unmount();
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(['welcome', 'first-list']));
    const second = renderAt('/products');
    expect(screen.getByRole('button', { name: 'Product Tour' })).toHaveAttribute('data-pulsing', 'true');
    second.unmount();
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(['welcome', 'first-list', 'reading-a-deal']));
    renderAt('/products');
    expect(screen.getByRole('button', { name: 'Product Tour' })).toHaveAttribute('data-pulsing', 'false');
  });

  it('stays hidden while a restored tour runs', () => {
    sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: 'welcome', step: 1 }));
    renderAt('/products/lists/new-search');
    expect(screen.queryByRole('button', { name: 'Product Tour' })).toBeNull();
  });
});

const clearance = () => screen.queryByTestId('product-tour-clearance');

describe('Product Tour button never covers content', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(OFFERED_KEY, 'x');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves room below the content under /products for the button and its margins, so the last row scrolls clear of it', () => {
    screenOf(1366);
    renderAt('/products/lists/new-search');
    const button = screen.getByRole('button', { name: 'Product Tour' });
    expect(button).toHaveTextContent('Product Tour');
    expect(TOUR_BUTTON_CLEARANCE).toBe(48 + 2 * 16);
    expect(getComputedStyle(clearance()!).height).toBe(`${TOUR_BUTTON_CLEARANCE}px`);
    expect(clearance()).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a round icon button named Product Tour at 390 px, with the same menu', async () => {
    screenOf(390);
    renderAt('/products/lists/new-search');
    const button = screen.getByRole('button', { name: 'Product Tour' });
    expect(button).toHaveAttribute('id', 'product-tour-button');
    expect(button).toHaveClass('MuiFab-circular');
    expect(button.textContent).toBe('');
    expect(button).toHaveAttribute('data-pulsing', 'true');
    expect(getComputedStyle(clearance()!).height).toBe(`${TOUR_BUTTON_CLEARANCE}px`);
    await userEvent.click(button);
    expect(within(screen.getByRole('menu', { name: 'Product tours' })).getAllByRole('menuitem')).toHaveLength(3);
  });

  it('sits in the content right of the docked sidebar, never over its menu, following it as it opens and closes', () => {
    screenOf(1366);
    const open = renderAt('/products/lists/new-search', true);
    // The sidebar is 260 px open and 56 px closed (theme.sidebar); the button keeps its 16 px margin from it.
    expect(getComputedStyle(screen.getByRole('button', { name: 'Product Tour' })).left).toBe(`${260 + 16}px`);
    open.unmount();
    renderAt('/products/lists/new-search', false);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Product Tour' })).left).toBe(`${56 + 16}px`);
  });

  it('puts the welcome offer beside the button, right of the sidebar too', () => {
    localStorage.clear();
    screenOf(1366);
    renderAt('/products/lists/new-search', true);
    expect(getComputedStyle(screen.getByRole('dialog', { name: 'Take the welcome tour' })).left).toBe(`${260 + 16}px`);
  });

  it('at 390 px sits at the window edge beneath drawers, so the open menu drawer covers it', () => {
    screenOf(390);
    renderAt('/products/lists/new-search', true);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Product Tour' }));
    expect(style.left).toBe('16px');
    // MUI's floating-button layer (1050), under its drawers (1200): react-admin's phone menu and the filter sheet.
    expect(Number(style.zIndex)).toBeLessThan(1200);
  });

  it('keeps the room while a tour runs (the page does not jump) and leaves none outside /products', () => {
    screenOf(390);
    sessionStorage.setItem(RUNNING_KEY, JSON.stringify({ tourId: 'welcome', step: 1 }));
    const running = renderAt('/products/lists/new-search');
    expect(screen.queryByRole('button', { name: 'Product Tour' })).toBeNull();
    expect(clearance()).not.toBeNull();
    running.unmount();
    sessionStorage.clear();
    renderAt('/settings');
    expect(clearance()).toBeNull();
  });
});

describe('welcome tour offer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is offered once to a new user and starts the welcome tour', async () => {
    const first = renderAt('/products/lists/new-search');
    const offer = screen.getByRole('dialog', { name: 'Take the welcome tour' });
    expect(localStorage.getItem(OFFERED_KEY)).not.toBeNull();
    await userEvent.click(within(offer).getByRole('button', { name: 'Start the tour' }));
    expect(screen.getByTestId('tour-state')).toHaveTextContent('welcome:0');
    first.unmount();
    sessionStorage.clear();
    renderAt('/products/lists/new-search');
    expect(screen.queryByRole('dialog', { name: 'Take the welcome tour' })).toBeNull();
  });

  it('is not offered outside /products or to a user who completed a tour', () => {
    renderAt('/settings');
    expect(screen.queryByRole('dialog')).toBeNull();
    localStorage.setItem(COMPLETED_KEY, JSON.stringify(['first-list']));
    renderAt('/products');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(OFFERED_KEY)).toBeNull();
  });
});
