import { DeleteButton, SaveButton, Toolbar, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';

/** Save, and delete with a confirmation that names the record in words (not the resource's route name). */
export const RecordEditToolbar = ({ noun, warning }: { noun: string; warning?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const name = record ? String(represent(record)) : noun;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={`Delete the ${noun} ${name}?`}
        confirmContent={`This cannot be undone.${warning ? ` ${warning}` : ''}`}
        successMessage={`Deleted ${name}.`}
      />
    </Toolbar>
  );
};
