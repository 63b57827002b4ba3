import { InputAdornment, TextField } from '@mui/material';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  prefix?: string;
  suffix?: string;
  placeholder?: string;
}

/** A number typed as text (so "250,000" and "$250k"-style typing never fights the cursor); checked on apply. */
export const NumberField = ({ id, label, value, onChange, error, helperText, prefix, suffix, placeholder }: Props) => (
  <TextField
    id={id}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={Boolean(error)}
    helperText={error ?? helperText}
    placeholder={placeholder ?? 'Any'}
    fullWidth
    variant="outlined"
    margin="none"
    slotProps={{
      inputLabel: { shrink: true },
      htmlInput: { inputMode: 'decimal' },
      input: {
        startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
        endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
      },
    }}
  />
);
