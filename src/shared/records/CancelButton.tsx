import { Button, useCreatePath, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Leaves a create or edit form for the resource's list without saving. */
export const CancelButton = () => {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return <Button component={Link} to={createPath({ resource, type: 'list' })} label="Cancel" size="medium" />;
};
