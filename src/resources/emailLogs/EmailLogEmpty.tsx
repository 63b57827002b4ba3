import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { AUTOMATED_EMAILS } from '../../dataProvider/resourceNames.ts';

export const EmailLogEmpty = () => (
  <EmptyState
    icon={<ListAltIcon />}
    title="Nothing sent yet"
    actions={<Button label="Automated emails" variant="contained" component={Link} to={`/${AUTOMATED_EMAILS}`} />}
  >
    Every message your automated emails send, test sends included, is listed here with its recipient, time and outcome. Runs with nothing
    new to send are listed too.
  </EmptyState>
);
