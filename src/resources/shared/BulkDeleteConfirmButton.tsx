import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { countOf, type Noun } from './countOf.ts';

/** Bulk delete through the data provider's deleteMany, after a confirmation that names what goes; toasts the outcome. */
export const BulkDeleteConfirmButton = ({ noun, warning }: { noun: Noun; warning?: string }) => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteMany, { isPending }] = useDeleteMany();
  const what = countOf(selectedIds.length, noun);

  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Deleted ${what}.`, { type: 'success' });
          onUnselectItems(true);
          setOpen(false);
        },
        onError: (error) => {
          notify(error instanceof Error ? error.message : `Could not delete ${what}.`, { type: 'error' });
          setOpen(false);
          refresh();
        },
      },
    );

  return (
    <>
      <Button label="Delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete ${what}?`}
        content={`This cannot be undone.${warning ? ` ${warning}` : ''}`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
