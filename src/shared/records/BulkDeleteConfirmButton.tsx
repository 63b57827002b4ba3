import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { countOf, type Noun } from '../countOf.ts';

/**
 * Bulk delete through the data provider's deleteMany, undoable as react-admin does it: the rows go at once and the
 * toast offers Undo; the call is sent when the toast closes. `warning` (what else goes) is part of the toast.
 */
export const BulkDeleteConfirmButton = ({ noun, warning }: { noun: Noun; warning?: string }) => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteMany, { isPending }] = useDeleteMany();
  const what = countOf(selectedIds.length, noun);

  const remove = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(`Deleted ${what}.${warning ? ` ${warning}` : ''}`, { type: 'info', undoable: true });
          onUnselectItems(true);
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : `Could not delete ${what}.`, { type: 'error' });
          refresh();
        },
      },
    );

  return (
    <Button label="Delete" color="error" onClick={() => void remove()} disabled={isPending}>
      <DeleteIcon />
    </Button>
  );
};
