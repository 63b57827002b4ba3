import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '../../auth/runtimeConfig.ts';

/** When the server delivers to its embedded mail catcher (local runs without SMTP_URL), says where the mail can be read. */
export const MailInboxHint = () => {
  const [inbox, setInbox] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig()
      .then((config) => live && setInbox(config.mailInboxUrl ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!inbox) return null;
  return (
    <Alert severity="info" icon={<MarkEmailReadIcon />} sx={{ mt: 2 }}>
      This portal runs locally: emails are not delivered to real mailboxes but caught by the local mail catcher. Read them in its inbox at{' '}
      <Link href={inbox} target="_blank" rel="noopener noreferrer">
        {inbox}
      </Link>
      .
    </Alert>
  );
};
