import SettingsIcon from '@mui/icons-material/Settings';
import { useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, UserMenu, useSidebarState } from 'react-admin';
import { ProductTours } from '../custom/tours/ProductTours.tsx';
import { TourProvider } from '../custom/tours/TourContext.tsx';
import { AppMenu } from './AppMenu.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { useSessionWatch } from './useSessionWatch.ts';

const AppUserMenu = () => (
  <UserMenu>
    <MenuItemLink to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} />
    <Logout />
  </UserMenu>
);

const AppTopBar = () => <AppBar alwaysOn userMenu={<AppUserMenu />} />;

/** Collapses the sidebar on screens up to 1024 px; below 768 px react-admin shows it as a drawer. */
function useCollapsedSidebarOnSmallScreens() {
  const [, setOpen] = useSidebarState();
  const upTo1024 = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  useEffect(() => {
    if (upTo1024) setOpen(false);
  }, [upTo1024, setOpen]);
}

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionWatch();
  useCollapsedSidebarOnSmallScreens();
  return (
    // min-width 0 (react-admin sets fit-content): a wide table scrolls inside its page instead of stretching the page past the screen.
    <TourProvider>
      <Layout menu={AppMenu} appBar={AppTopBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ChunkErrorBoundary>
        <ProductTours />
      </Layout>
    </TourProvider>
  );
};
