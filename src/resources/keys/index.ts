import KeyIcon from '@mui/icons-material/Key';
import { lazyPage } from '../../lib/lazyPage.tsx';
import type { ApiKey } from '../../dataProvider/integrations.ts';

/** products/integrations/keys: the user's API keys (resource `KEYS` in the data provider); screens load on demand. */
export default {
  list: lazyPage('keys', () => import('./KeyList.tsx').then((m) => ({ default: m.KeyList }))),
  create: lazyPage('key-create', () => import('./KeyCreate.tsx').then((m) => ({ default: m.KeyCreate }))),
  show: lazyPage('key-show', () => import('./KeyShow.tsx').then((m) => ({ default: m.KeyShow }))),
  icon: KeyIcon,
  recordRepresentation: (key: ApiKey) => key.name,
  options: { label: 'API keys' },
};
