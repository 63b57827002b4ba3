import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';

/** Copies `text` to the clipboard and says so; when the browser refuses, asks to copy by hand. */
export const CopyButton = ({
  text,
  label = 'Copy',
  what = 'Text',
  iconOnly = false,
}: {
  text: string;
  label?: string;
  what?: string;
  iconOnly?: boolean;
}) => {
  const notify = useNotify();
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(text);
      notify(`${what} copied to the clipboard.`, { type: 'success' });
    } catch {
      notify('Your browser did not allow copying: select the text and copy it by hand.', { type: 'warning' });
    }
  };
  if (iconOnly)
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={(e) => void copy(e)} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={(e) => void copy(e)}>
      {label}
    </Button>
  );
};
