import { Box } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { CancelButton } from './CancelButton.tsx';

/** Save and Cancel, and an undoable delete whose toast names the record in words (not the resource's route name) and offers Undo. */
export const RecordEditToolbar = ({ noun, warning }: { noun: string; warning?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const name = record ? String(represent(record)) : noun;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton />
        <CancelButton />
      </Box>
      <DeleteButton mutationMode="undoable" successMessage={`Deleted the ${noun} ${name}.${warning ? ` ${warning}` : ''}`} />
    </Toolbar>
  );
};
