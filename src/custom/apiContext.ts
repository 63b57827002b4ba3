import { createContext, useContext } from 'react';
import type { ApiResponse } from '../auth/httpClient.ts';
import { apiRequest, refreshSession } from '../auth/session.ts';

export interface Api {
  request: <T>(path: string, init?: RequestInit) => Promise<ApiResponse<T>>;
  refreshSession: () => Promise<void>;
}

/** The portal's http client for custom pages; tests provide one with a fake token. */
export const ApiContext = createContext<Api>({ request: apiRequest, refreshSession });
export const useApi = () => useContext(ApiContext);
