import BugReportIcon from '@mui/icons-material/BugReport';
import SettingsIcon from '@mui/icons-material/Settings';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Logout,
  MenuItemLink,
  UserMenu,
  useGetIdentity,
  useSidebarState,
  useUserMenu,
} from 'react-admin';
import { BugReportDialog } from '../custom/bugs/index.ts';
import { NotificationBell } from '../custom/notifications/index.ts';
import { useGuidedDemo } from '../custom/guidedDemo/index.ts';
import { ProductTours, TourProvider } from '../custom/tours/index.ts';
import { CreditBalance } from './CreditBalance.tsx';
import { AppMenu } from './AppMenu.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { PageSpinner } from '../shared/PageSpinner.tsx';
import { useSessionWatch } from './useSessionWatch.ts';
import { WhenIdle } from './WhenIdle.tsx';

/** Items of the user menu close it when chosen (react-admin's UserMenu leaves that to them, through useUserMenu). */
const SettingsItem = () => {
  const userMenu = useUserMenu();
  return <MenuItemLink to="/settings" primaryText="Settings" leftIcon={<SettingsIcon />} onClick={() => userMenu?.onClose()} />;
};

const ReportProblemItem = ({ onOpen }: { onOpen: () => void }) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <BugReportIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Report a problem</ListItemText>
    </MenuItem>
  );
};

/**
 * On wide screens react-admin's menu button shows the user's name, so its accessible name starts with that name
 * (WCAG 2.5.3, label in name); on phones it is an icon button named 'Profile'.
 */
export const userMenuLabel = (fullName: string | undefined) => (fullName ? `${fullName}, Profile` : 'Profile');

export const AppUserMenu = () => {
  const [reporting, setReporting] = useState(false);
  const { identity } = useGetIdentity();
  return (
    <>
      <UserMenu label={userMenuLabel(identity?.fullName)}>
        <SettingsItem />
        <ReportProblemItem onOpen={() => setReporting(true)} />
        <Logout />
      </UserMenu>
      {reporting ? (
        <Suspense fallback={null}>
          <BugReportDialog onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

// The brand green of the sign-in screens (react-admin's bar defaults to the secondary colour).
const AppTopBar = () => (
  <AppBar
    color="primary"
    alwaysOn
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <CreditBalance />
        <NotificationBell />
        <LoadingIndicator />
      </>
    }
  />
);

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
  useGuidedDemo();
  useCollapsedSidebarOnSmallScreens();
  return (
    // min-width 0 (react-admin sets fit-content): a wide table scrolls inside its page instead of stretching the page past the screen.
    <TourProvider>
      <Layout menu={AppMenu} appBar={AppTopBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ChunkErrorBoundary>
        <WhenIdle>
          <ProductTours />
        </WhenIdle>
      </Layout>
    </TourProvider>
  );
};
