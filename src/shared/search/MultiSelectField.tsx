import { Checkbox, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, OutlinedInput, Select } from '@mui/material';
import { labelOf, type Option } from './filterOptions.ts';

interface Props {
  id: string;
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when nothing is chosen. */
  emptyLabel?: string;
  helperText?: string;
}

/** A keyboard-usable multiple choice: a select with checkboxes, the choices summarised in the field. */
export const MultiSelectField = ({ id, label, options, value, onChange, emptyLabel = 'Any', helperText }: Props) => (
  <FormControl fullWidth variant="outlined" margin="none" size="small">
    <InputLabel id={`${id}-label`} shrink>
      {label}
    </InputLabel>
    <Select
      id={id}
      labelId={`${id}-label`}
      multiple
      displayEmpty
      value={value}
      onChange={(event) => onChange(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)}
      input={<OutlinedInput notched label={label} />}
      renderValue={(selected) => (selected.length ? selected.map((v) => labelOf(options, v)).join(', ') : emptyLabel)}
      aria-describedby={helperText ? `${id}-helper` : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox checked={value.includes(option.value)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </Select>
    {helperText ? <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText> : null}
  </FormControl>
);
