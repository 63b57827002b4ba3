import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { ApiKey } from '../../dataProvider/integrations.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';
import { SecretField } from '../../custom/integrations/SecretField.tsx';

/** Reveal: asks the server for the full key (owner only) and shows it in a dialog with a copy button. */
export const RevealKeyButton = ({ record, compact = false }: { record: Pick<ApiKey, 'id' | 'name'>; compact?: boolean }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [open, setOpen] = useState(false);
  const reveal = useMutation({ mutationFn: () => dataProvider.revealKey(record.id) });
  const show = (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
    reveal.mutate();
  };
  const close = () => {
    setOpen(false);
    reveal.reset();
  };
  return (
    <>
      {compact ? (
        <IconButton size="small" color="primary" aria-label={`Reveal ${record.name}`} onClick={show}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" startIcon={<VisibilityIcon />} aria-label={`Reveal ${record.name}`} onClick={show}>
          Reveal
        </Button>
      )}
      <Dialog open={open} onClose={close} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>API key “{record.name}”</DialogTitle>
        <DialogContent>
          {reveal.isPending && <CircularProgress size={24} aria-label="Revealing the key" />}
          {reveal.isError && <Alert severity="error">{errorDetail(reveal.error)}</Alert>}
          {reveal.data && (
            <>
              <SecretField value={reveal.data.key} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Anyone with this key can spend your credits: keep it out of web pages and shared code.
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
