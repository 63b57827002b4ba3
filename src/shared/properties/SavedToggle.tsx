import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useSavedToggle } from './useSavedToggle.ts';

interface Props {
  propertyId: string;
  address?: string;
  saved: boolean;
  onChanged?: (saved: boolean) => void;
  size?: 'small' | 'medium' | 'large';
}

/** The heart: saves or unsaves a property, optimistically. */
export const SavedToggle = ({ propertyId, address, saved: initial, onChanged, size = 'small' }: Props) => {
  const { saved, pending, toggle } = useSavedToggle({ propertyId, address, saved: initial, onChanged });
  const label = saved ? `Remove ${address ?? 'property'} from saved properties` : `Save ${address ?? 'property'}`;
  return (
    <Tooltip title={saved ? 'Saved: click to remove' : 'Save property'}>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        onClick={(event) => {
          event.stopPropagation();
          void toggle();
        }}
        size={size}
        color={saved ? 'error' : 'default'}
        aria-busy={pending}
      >
        {saved ? <FavoriteIcon fontSize="inherit" /> : <FavoriteBorderIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
};
