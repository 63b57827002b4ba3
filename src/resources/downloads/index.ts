import DownloadIcon from '@mui/icons-material/Download';
import { lazyPage } from '../../lib/lazyPage.tsx';

/** The download-history resource (products/usage/download-history), its list loaded on demand. */
export const downloads = {
  list: lazyPage('download-history', () => import('./DownloadList.tsx')),
  icon: DownloadIcon,
  recordRepresentation: 'name',
  options: { label: 'Download history' },
};
export default downloads;
