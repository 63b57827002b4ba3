import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, ButtonGroup, LinearProgress, Menu, MenuItem, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { DownloadOptions } from '../../dataProvider/downloads.ts';
import { toast } from '../toasts/toastStore.ts';
import { DEFAULT_FILE_TYPE, FILE_FORMATS } from '../../dataProvider/downloadParams.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';
import type { FileType } from '../../dataProvider/downloadTypes.ts';
import { saveFile } from './fileTransfer.ts';
import { useBalanceUpdates } from '../credits.ts';
import { PriceConfirmDialog } from '../PriceConfirmDialog.tsx';

export interface DownloadButtonProps {
  /** The search as the search page sends it (location, status, filters…). */
  query: SearchQuery;
  /** An auction search: downloads auctions and may fall back to the direct auction export. */
  auction?: boolean;
  disabled?: boolean;
  /** Injected in tests; browser saving otherwise. */
  deps?: Partial<DownloadOptions>;
}

type Progress = { written: number; total: number; phase: 'building' | 'exporting' } | null;

const formatLabel = (fileType: FileType) =>
  FILE_FORMATS.find((format) => format.type === fileType)?.label.replace(/ \(.*\)/, '') ?? fileType;

/**
 * "Download" with a format menu (Excel by default, PDF, CSV, JSON): each format first asks, with its exact cost and the
 * balance after it (the server's quote), then builds the file with progress.
 */
export function DownloadButton({ query, auction = false, disabled, deps }: DownloadButtonProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const { refreshBalance } = useBalanceUpdates();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const closeMenu = () => setMenuAnchor(null);
  const [progress, setProgress] = useState<Progress>(null);
  const busy = progress !== null;
  /** The format being priced, before anything is spent. */
  const [asking, setAsking] = useState<FileType | null>(null);
  const ask = (fileType: FileType) => {
    closeMenu();
    setAsking(fileType);
  };

  type Run = { fileType: FileType; label: string; toastId: string };
  const download = useMutation({
    mutationFn: ({ fileType, label, toastId }: Run) => {
      const onProgress = (next: NonNullable<Progress>) => {
        setProgress(next);
        if (next.phase === 'exporting') toast.update(toastId, { message: `Exporting your ${label} file…`, progress: undefined });
        else if (next.total > 0)
          toast.update(toastId, {
            message: `Building your ${label} file: ${next.written.toLocaleString('en-US')} of ${next.total.toLocaleString('en-US')} rows`,
            progress: Math.min(100, Math.round((100 * next.written) / next.total)),
          });
      };
      return dataProvider.downloadResults(query, fileType, auction, { save: saveFile, onProgress, ...deps });
    },
    onSuccess: (outcome, { toastId }) => {
      if (outcome.retriedWithMinimalParams)
        notify('The location was not understood, so the file was built for the location only, without the other filters.', {
          type: 'warning',
        });
      toast.update(toastId, {
        type: 'success',
        message: `Downloaded ${outcome.fileName}. It is also kept in your download history.`,
        progress: undefined,
      });
    },
    onError: (error, { toastId }) =>
      toast.update(toastId, {
        type: 'error',
        message: error instanceof Error ? error.message : 'The download failed.',
        progress: undefined,
      }),
    onSettled: () => {
      setProgress(null);
      // A file costs credits (a failed build is refunded): the balance is read again either way.
      void refreshBalance();
    },
  });

  function start(fileType: FileType) {
    setAsking(null);
    setProgress({ written: 0, total: 0, phase: 'building' });
    const label = formatLabel(fileType);
    // Long work: a loading toast with the build's progress that turns into the result.
    download.mutate({ fileType, label, toastId: toast.loading(`Building your ${label} file…`, { progress: 0 }) });
  }

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((100 * progress.written) / progress.total)) : undefined;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 220 }}>
      <ButtonGroup variant="contained" disabled={disabled || busy} aria-label="Download results">
        <Button startIcon={<DownloadIcon />} onClick={() => ask(DEFAULT_FILE_TYPE)}>
          Download Excel
        </Button>
        <Button
          size="small"
          aria-label="Choose download format"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={menuAnchor} open={menuOpen} onClose={closeMenu}>
        {FILE_FORMATS.map((format) => (
          <MenuItem key={format.type} onClick={() => ask(format.type)}>
            {format.label}
          </MenuItem>
        ))}
      </Menu>
      <PriceConfirmDialog
        request={asking ? { action: 'download', query, fileType: asking, auction } : null}
        title={asking ? `Download ${formatLabel(asking)}?` : ''}
        noun="download"
        confirmLabel="Download"
        onConfirm={() => asking && start(asking)}
        onCancel={() => setAsking(null)}
      />
      {progress && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label="Download progress"
          />
          <Typography variant="caption" color="text.secondary">
            {progress.phase === 'exporting' || percent === undefined
              ? 'Preparing your file…'
              : `Building your file… ${progress.written.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

export default DownloadButton;
