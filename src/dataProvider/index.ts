import { createDataProvider } from './dataProvider.ts';
import { apiRequest } from '../auth/session.ts';

/** The portal's one data provider, over the shared http client. */
export const dataProvider = createDataProvider(apiRequest);
