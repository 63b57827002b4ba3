import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Alert, Badge, Box, Button, IconButton, List, ListItemButton, Popover, Skeleton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../dataProvider/notifications.ts';
import { dateTime } from '../../shared/format.ts';
import { useLatestNotifications, useMarkRead, useUnreadCount } from './useNotifications.ts';

const HEADING_ID = 'notifications-heading';

const NotificationItem = ({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) => (
  <ListItemButton
    onClick={() => onOpen(notification)}
    sx={{ display: 'block', borderLeft: 3, borderColor: notification.read ? 'transparent' : 'primary.main', py: 1 }}
  >
    <Typography variant="caption" color="text.secondary" component="p">
      {notification.kind_label} · {dateTime(notification.created_at)}
      {notification.read ? '' : ' · New'}
    </Typography>
    <Typography variant="body2" component="p" sx={{ fontWeight: notification.read ? 400 : 600, overflowWrap: 'anywhere' }}>
      {notification.title}
    </Typography>
    <Typography variant="body2" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {notification.body}
    </Typography>
  </ListItemButton>
);

/**
 * The app bar's bell: the unread count (asked every minute) and, when opened, the latest notifications: saved searches'
 * new matches and saved properties' price drops, status changes and auction moves. Opening one marks it read.
 */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { data: unread = 0 } = useUnreadCount();
  const latest = useLatestNotifications(anchor !== null);
  const markRead = useMarkRead();
  const open = (notification: Notification) => {
    if (!notification.read) markRead.one.mutate(notification.id);
    setAnchor(null);
    void navigate(notification.link);
  };
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at 0: its hidden "0" would be text the button's name does not say (axe: label-content-name-mismatch). */}
          {unread ? (
            <Badge badgeContent={unread} max={99} color="error">
              <NotificationsNoneIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': HEADING_ID, sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 480 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={HEADING_ID} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={!unread || markRead.all.isPending} onClick={() => markRead.all.mutate()}>
            Mark all as read
          </Button>
        </Box>
        {latest.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {latest.error.message || 'Notifications could not be loaded.'}
          </Alert>
        ) : latest.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : latest.data.results.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ p: 2 }}>
            No notifications yet. New matches of your automated e-mails' saved searches, and price drops, status changes and auction moves
            of your saved properties appear here.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Latest notifications">
            {latest.data.results.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
