import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SAVED_SEARCHES } from '../../dataProvider/resourceNames.ts';

/** Jumps to a saved search (re-running it), from the names in /searches/saved/simplified/list/. */
export const SavedSearchPicker = () => {
  const navigate = useNavigate();
  const { data = [] } = useGetList<{ id: number; name: string }>(SAVED_SEARCHES, {
    meta: { simplified: true },
    pagination: { page: 1, perPage: 1000 },
  });
  if (data.length === 0) return null;
  return (
    <TextField
      id="open-saved-search"
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label="Open a saved search"
      value=""
      onChange={(event) => void navigate(`/${SAVED_SEARCHES}/${event.target.value}`)}
      sx={{ width: 240, maxWidth: '100%' }}
    >
      {data.map((saved) => (
        <MenuItem key={saved.id} value={String(saved.id)}>
          {saved.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
