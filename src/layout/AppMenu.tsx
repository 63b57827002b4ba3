import ApiIcon from '@mui/icons-material/Api';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchIcon from '@mui/icons-material/Search';
import SubscriptionsIcon from '@mui/icons-material/CardMembership';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Box, ListSubheader } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { PlanBadge } from './PlanBadge.tsx';
import {
  AUTOMATED_EMAILS,
  CONTACTS,
  DEALS,
  DOWNLOADS,
  EMAIL_LOGS,
  GROUPS,
  KEYS,
  REPORT_HISTORY,
  SAVED_PROPERTIES,
  SAVED_SEARCHES,
} from '../dataProvider/resourceNames.ts';

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
}

/** Sidebar sections from spec section 2. */
export const MENU_SECTIONS: { id: string; title: string; entries: Entry[] }[] = [
  {
    id: 'menu-section-lists',
    title: 'Investment property lists',
    entries: [
      { to: '/products/lists/new-search', label: 'New search', icon: <SearchIcon /> },
      { to: '/products/lists/off-market', label: 'Off-market', icon: <ManageSearchIcon /> },
      { to: `/${SAVED_SEARCHES}`, label: 'Saved searches', icon: <BookmarkIcon /> },
      { to: `/${SAVED_PROPERTIES}`, label: 'Saved properties', icon: <FavoriteIcon /> },
      { to: `/${CONTACTS}`, label: 'Contacts', icon: <PeopleIcon /> },
      { to: `/${GROUPS}`, label: 'Groups', icon: <GroupsIcon /> },
      { to: `/${DEALS}`, label: 'Deals', icon: <HandshakeIcon /> },
      { to: `/${AUTOMATED_EMAILS}`, label: 'Automated emails', icon: <EmailIcon /> },
      { to: `/${EMAIL_LOGS}`, label: 'Email logs', icon: <ListAltIcon /> },
    ],
  },
  {
    id: 'menu-section-reports',
    title: 'Full property reports',
    entries: [
      { to: '/products/full-property-report/demo', label: 'Property report', icon: <AssessmentIcon /> },
      { to: `/${REPORT_HISTORY}`, label: 'Report history', icon: <HistoryIcon /> },
    ],
  },
  {
    id: 'menu-section-usage',
    title: 'Usage',
    entries: [
      { to: '/subscription', label: 'Subscription', icon: <SubscriptionsIcon /> },
      { to: '/products/usage/dashboard', label: 'Credit usage', icon: <CreditScoreIcon /> },
      { to: `/${DOWNLOADS}`, label: 'Download history', icon: <DownloadIcon /> },
      { to: '/team', label: 'Team', icon: <Diversity3Icon /> },
    ],
  },
  {
    id: 'menu-section-integrations',
    title: 'Integrations',
    entries: [
      { to: `/${KEYS}`, label: 'API keys', icon: <KeyIcon /> },
      { to: '/products/integrations/apis', label: 'Developer API', icon: <ApiIcon /> },
      { to: '/products/integrations/webhooks', label: 'Webhooks', icon: <WebhookIcon /> },
      { to: '/products/integrations/full-report', label: 'Website widget', icon: <WidgetsIcon /> },
      { to: '/websites/audit/report', label: 'Website audit', icon: <FactCheckIcon /> },
    ],
  },
];

export const AppMenu = () => {
  const [open] = useSidebarState();
  return (
    <Menu>
      {/* A group per section: a menu may only hold menu items and groups (a list subheader <li> is neither). */}
      {MENU_SECTIONS.map((section) => (
        <Box key={section.title} role="group" {...(open ? { 'aria-labelledby': section.id } : { 'aria-label': section.title })}>
          {open ? (
            <ListSubheader component="div" id={section.id} disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {section.title}
            </ListSubheader>
          ) : null}
          {section.entries.map((entry) => (
            <Menu.Item
              key={entry.to}
              to={entry.to}
              leftIcon={entry.icon}
              primaryText={
                entry.to === '/subscription' && open ? (
                  <>
                    {entry.label}
                    <PlanBadge />
                  </>
                ) : (
                  entry.label
                )
              }
            />
          ))}
        </Box>
      ))}
    </Menu>
  );
};
