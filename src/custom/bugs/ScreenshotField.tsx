import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Typography } from '@mui/material';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A screenshot chosen from a file, or pasted into the form (the form handles paste). */
export const ScreenshotField = ({ file, onChange }: Props) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoIcon />}>
      {file ? 'Choose another screenshot' : 'Attach a screenshot'}
      <input
        hidden
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label="Screenshot file"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </Button>
    {file ? (
      <>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="screenshot-name">
          {file.name} ({size(file.size)})
        </Typography>
        <IconButton size="small" aria-label="Remove the screenshot" onClick={() => onChange(null)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </>
    ) : (
      <Typography variant="caption" color="text.secondary">
        or paste one (Ctrl+V) into this form
      </Typography>
    )}
  </Box>
);
