import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiKey } from '../../dataProvider/integrations.ts';
import { KEYS } from '../../dataProvider/resourceNames.ts';
import { errorDetail } from '../../dataProvider/errorDetail.ts';

/** The user's keys (first 100), through the keys resource. */
export function useKeys() {
  return useGetList<ApiKey>(KEYS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
}

/** Chooses one of the user's keys (the first by default); without keys, offers to create one. */
export const KeyPicker = ({
  value,
  onChange,
  label = 'API key',
}: {
  value: ApiKey | null;
  onChange: (key: ApiKey | null) => void;
  label?: string;
}) => {
  const keys = useKeys();
  const rows = keys.data ?? [];
  const current = value ? (rows.find((k) => k.id === value.id) ?? null) : null;
  useEffect(() => {
    if (!keys.data) return;
    // First key by default; the row again when the list refreshed (its origins changed).
    if (!value && keys.data.length) onChange(keys.data[0]);
    else if (value && current && current !== value) onChange(current);
  }, [keys.data, value, current, onChange]);
  if (keys.error) return <Alert severity="error">{errorDetail(keys.error)}</Alert>;
  if (keys.data && keys.data.length === 0)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={`/${KEYS}/create`} color="inherit" size="small">
            New API key
          </Button>
        }
      >
        You have no API key yet. Create one first.
      </Alert>
    );
  return (
    <TextField
      select
      id="key-picker"
      label={label}
      value={current ? String(current.id) : ''}
      onChange={(e) => onChange(rows.find((k) => String(k.id) === e.target.value) ?? null)}
      disabled={!keys.data}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {!keys.data && <MenuItem value="">Loading your keys…</MenuItem>}
      {rows.map((key) => (
        <MenuItem key={key.id} value={String(key.id)}>
          {key.name} ({key.prefix})
        </MenuItem>
      ))}
    </TextField>
  );
};
