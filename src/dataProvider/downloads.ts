import type { ApiRequest } from '../auth/httpClient.ts';
import { runDownload, type DownloadDeps, type DownloadOutcome } from './downloadFlow.ts';
import type { DownloadQuery } from './downloadParams.ts';
import type { FileType } from './downloadTypes.ts';

/** What the caller brings to a download: where the file goes and how progress shows (plus the flow's clock in tests). */
export type DownloadOptions = Omit<DownloadDeps, 'request' | 'fetchFile'>;

/** Search-result downloads (spec sections 7 and 8): build, follow, save; auctions fall back to the direct export. */
export function downloadMethods(request: ApiRequest) {
  const fetchFile = async (path: string): Promise<Blob> => (await request(path, { as: 'blob' })).json as Blob;
  return {
    downloadResults: (query: DownloadQuery, fileType: FileType, auction: boolean, options: DownloadOptions): Promise<DownloadOutcome> =>
      runDownload(query, fileType, auction, { request, fetchFile, ...options }),
  };
}
