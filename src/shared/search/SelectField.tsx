import { MenuItem, TextField } from '@mui/material';
import type { Option } from './filterOptions.ts';

interface Props {
  id: string;
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
}

/** A single choice; '' is a real option (Any). */
export const SelectField = ({ id, label, options, value, onChange, helperText }: Props) => (
  <TextField
    id={id}
    select
    fullWidth
    variant="outlined"
    margin="none"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    helperText={helperText}
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
  >
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);
