import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import type { NewShareLink, ShareLink } from '../../dataProvider/reports.ts';
import { dateTime } from '../../shared/format.ts';

/** The lifetimes offered for a new link (the server takes 1 to 365 days). */
export const SHARE_LINK_CHOICES = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
];
const DEFAULT_DAYS = 7;

/** What a link does now, in words. */
export function linkStatus(link: ShareLink): string {
  if (link.revoked_at) return `Revoked ${dateTime(link.revoked_at)}`;
  if (!link.active) return `Expired ${dateTime(link.expires_at)}`;
  return `Opens the report until ${dateTime(link.expires_at)}`;
}

const sharesKey = (reportId: number | string) => ['report-share-links', String(reportId)];

/**
 * A report's read-only links: make one that expires after the chosen days (its address shown this once, copied), and
 * revoke any that still opens. Opened from the report and from report history.
 */
export const ShareLinksDialog = ({
  reportId,
  address,
  open,
  onClose,
}: {
  reportId: number | string;
  address: string;
  open: boolean;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [made, setMade] = useState<(NewShareLink & { url: string }) | null>(null);
  const links = useQuery({ queryKey: sharesKey(reportId), queryFn: () => dataProvider.listShareLinks(reportId), enabled: open });
  const refreshLinks = () => queryClient.invalidateQueries({ queryKey: sharesKey(reportId) });
  const create = useMutation({
    mutationFn: () => dataProvider.shareReport(reportId, days),
    onSuccess: async (link) => {
      const url = `${window.location.origin}${link.path}`;
      setMade({ ...link, url });
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify('Read-only link copied to the clipboard.', { type: 'success' });
      await refreshLinks();
    },
  });
  const revoke = useMutation({
    mutationFn: (link: ShareLink) => dataProvider.revokeShareLink(reportId, link.id),
    onSuccess: async (link) => {
      if (made?.id === link.id) setMade(null);
      notify('Link revoked: it opens nothing any more.', { type: 'success' });
      await refreshLinks();
    },
  });
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
      <DialogTitle>Share links: {address}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Anyone with a link reads this report, without signing in, until it expires or you revoke it.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            id="share-link-days"
            label="Link expires after"
            size="small"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            {SHARE_LINK_CHOICES.map((choice) => (
              <MenuItem key={choice.days} value={choice.days}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            Create link
          </Button>
        </Stack>
        {create.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {errorDetail(create.error)}
          </Alert>
        )}
        {made && (
          <Alert severity="success" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            <Box component="code" data-testid="new-share-link">
              {made.url}
            </Box>
            <Typography variant="body2">
              Copied. It opens the report until {dateTime(made.expires_at)}; this dialog will not show it again.
            </Typography>
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          Links made so far
        </Typography>
        {links.isPending && <CircularProgress size={24} aria-label="Loading the links" />}
        {links.isError && <Alert severity="error">{errorDetail(links.error)}</Alert>}
        {links.data && links.data.results.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            None yet.
          </Typography>
        )}
        {links.data && links.data.results.length > 0 && (
          <List dense aria-label="Share links">
            {links.data.results.map((link) => (
              <ListItem
                key={link.id}
                secondaryAction={
                  link.active ? (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Revoke the link made ${dateTime(link.created_at)}`}
                      onClick={() => revoke.mutate(link)}
                      disabled={revoke.isPending}
                    >
                      Revoke
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText primary={`Link made ${dateTime(link.created_at)}`} secondary={linkStatus(link)} />
              </ListItem>
            ))}
          </List>
        )}
        {revoke.isError && <Alert severity="error">{errorDetail(revoke.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
