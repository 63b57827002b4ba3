import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FEED_STATUS_LABELS } from '../../../server/listings/feeds/schemas.ts';
import type { FeedStatus } from '../../dataProvider/feeds.ts';
import { FactList } from '../../shared/FactList.tsx';
import { count, dateTime } from '../../shared/format.ts';

const STATUS_COLORS = { never_run: 'default', idle: 'success', running: 'info', failed: 'error', interrupted: 'warning' } as const;
const COUNTS: [keyof FeedStatus['counts'], string][] = [
  ['pages', 'Pages'],
  ['received', 'Records received'],
  ['inserted', 'New listings'],
  ['updated', 'Updated'],
  ['off_market', 'Taken off market'],
  ['skipped', 'Skipped as malformed'],
];

interface Props {
  feed: FeedStatus;
  busy: boolean;
  onSync: (full: boolean) => void;
}

/** One feed as its operator reads it: where it reads, its state in words, the run's counts, the last error and skips. */
export const FeedCard = ({ feed, busy, onSync }: Props) => {
  const [confirmFull, setConfirmFull] = useState(false);
  const facts: [string, string][] = [
    ['Reads', `${feed.url}${feed.media ? ' (with photos)' : ''}`],
    ['Runs', `every ${feed.sync_minutes} minutes`],
    ['Run', feed.full_replication ? 'Full replication' : 'Changes only'],
    ['Changes since', dateTime(feed.run_since)],
    ['Started', dateTime(feed.started_at)],
    ['Finished', dateTime(feed.finished_at)],
    ['Last page kept', dateTime(feed.last_page_at)],
    ['Everything kept up to', dateTime(feed.high_water)],
  ];
  return (
    <Card component="section" aria-label={`Feed ${feed.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            {feed.id}
          </Typography>
          <Chip label={FEED_STATUS_LABELS[feed.status]} color={STATUS_COLORS[feed.status]} size="small" />
          {feed.in_progress ? <Chip label="Pages still to read" size="small" variant="outlined" /> : null}
        </Stack>
        {feed.last_error ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {feed.last_error} ({dateTime(feed.last_error_at)})
          </Alert>
        ) : null}
        <FactList rows={facts} rowGap={0.5} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' }, gap: 2, my: 2 }}>
          {COUNTS.map(([key, label]) => (
            <Box key={key}>
              <Typography variant="h6" component="p">
                {count(feed.counts[key])}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
            </Box>
          ))}
        </Box>
        {feed.recent_skips.length ? (
          <Box sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label={`Records skipped by ${feed.id}`}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Listing key</TableCell>
                  <TableCell>Why</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {feed.recent_skips.map((skip, index) => (
                  <TableRow key={`${skip.at}-${index}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(skip.at)}</TableCell>
                    <TableCell>{skip.key ?? 'No key'}</TableCell>
                    <TableCell>{skip.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<SyncIcon />} disabled={busy} onClick={() => onSync(false)}>
            Sync changes now
          </Button>
          <Button disabled={busy} onClick={() => setConfirmFull(true)}>
            Replicate everything again
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={confirmFull} onClose={() => setConfirmFull(false)}>
        <DialogTitle>Replicate {feed.id} again?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every listing of the feed is read again from the start, and a run in progress is dropped. Listings that did not change are left
            as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmFull(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirmFull(false);
              onSync(true);
            }}
          >
            Replicate again
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
