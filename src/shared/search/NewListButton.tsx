import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';

export const NEW_SEARCH_PATH = '/products/lists/new-search';

/** '+ New List' on /products/lists pages: a fresh search with default filters (the first-list tour's first step). */
export const NewListButton = () => {
  const navigate = useNavigate();
  return (
    <Button
      id="new-list-button"
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => void navigate(NEW_SEARCH_PATH, { state: { fresh: Date.now() } })}
    >
      New List
    </Button>
  );
};
