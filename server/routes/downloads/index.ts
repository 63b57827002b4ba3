import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ROWS_PER_DOWNLOAD_CREDIT } from '../../downloads/downloadCharges.ts';
import { downloadService, startDownloadJobs } from '../../downloads/downloadService.ts';
import { linkSigner } from '../../downloads/signedUrl.ts';
import { FILE_TYPES, FORMATS, type FileType } from '../../downloads/writers/index.ts';
import { publicApi } from '../../keys/publicApi.ts';
import type { ObjectStorage } from '../../storage/objectStorage.ts';
import { badRequest } from '../../lib/errors.ts';
import { downloadsRepository } from '../../downloads/downloadsRepository.ts';
import { fileRoutes } from './fileRoutes.ts';
import { historyRoutes } from './historyRoutes.ts';
import { searchFilterRoute, sentQuery } from '../search/filterRequest.ts';
import { fileNameOf, presentDownload } from './presenter.ts';
import { AuctionExportQuerystring, Download, DownloadQuerystring } from './schemas.ts';
import { failures, fileAnswer } from '../../plugins/openapi.ts';

export interface DownloadsOptions {
  /** Where files are stored (server/storage/): every replica reads what any built. */
  storage: ObjectStorage;
  appSecret: string;
}

/** excel (default), pdf, csv, json; "xlsx" is taken for excel. */
export function fileTypeOf(value: string | undefined, field: string): FileType {
  const type = (value ?? '').trim().toLowerCase() || 'excel';
  const normalised = type === 'xlsx' ? 'excel' : type;
  if (!(FILE_TYPES as readonly string[]).includes(normalised))
    throw badRequest(`${field} must be one of ${FILE_TYPES.join(', ')}.`, { [field]: ['Invalid value.'] });
  return normalised as FileType;
}

/** The media types a download's file comes in, one per file type. */
export const DOWNLOAD_TYPES = Object.values(FORMATS).map((format) => format.contentType);

/** Search downloads: build (streamed to object storage), history, rename, and the owner-only file. */
const downloads: FastifyPluginAsyncTypebox<DownloadsOptions> = async (app, options) => {
  const repository = downloadsRepository(app.db);
  const { storage } = options;
  // One secret for every signed link the portal hands out (APP_SECRET, see mail/appSecret.ts).
  const signer = linkSigner(Buffer.from(options.appSecret, 'utf8'), app.config.downloads.linkTtlMs);
  const service = downloadService(app.db, repository, storage, app.log, app.config, app.credits, app.jobs);
  const tags = ['downloads'];
  // Builds run on the job queue, on any replica. The embedded database has a single owner (its lock): at start no build of
  // it is running anywhere, so those a restart cut off are taken up at once rather than after JOB_STALL_SECONDS.
  await startDownloadJobs(app.jobs, service, app.config, app.db.kind === 'pglite');

  const start = async (request: FastifyRequest, query: Record<string, unknown>, fileType: FileType, auctionList: boolean) =>
    service.start({ userId: request.userId, query, fileType, auctionList, via: request.apiCall, requestId: request.id });

  app.get(
    '/searches/properties/download',
    {
      ...searchFilterRoute,
      config: {
        apiKey: publicApi(
          'download-properties',
          `1 credit per started ${ROWS_PER_DOWNLOAD_CREDIT.toLocaleString('en-US')} rows (an empty file is free)`,
        ),
      },
      schema: {
        tags,
        summary: 'Download search results as a file',
        querystring: DownloadQuerystring,
        response: { 200: Download, ...failures(402) },
      },
    },
    async (request) => {
      const download = await start(request, sentQuery(request, ['file_type']), fileTypeOf(request.query.file_type, 'file_type'), false);
      return presentDownload(download, request, signer);
    },
  );

  app.get(
    '/properties/auction/export',
    {
      ...searchFilterRoute,
      schema: {
        tags,
        summary: 'Export auction listings as a file',
        querystring: AuctionExportQuerystring,
        response: { 200: fileAnswer('The file, built at once', DOWNLOAD_TYPES), ...failures(402, 409, 410) },
      },
    },
    async (request, reply) => {
      const { export_format: format, file_type: fileType } = request.query;
      const query = sentQuery(request, ['file_type', 'export_format']);
      const download = await service.settled(await start(request, query, fileTypeOf(format ?? fileType, 'export_format'), true));
      const fileName = fileNameOf(`auction_properties_${download.created_at.slice(0, 10)}`, FORMATS[download.file_type].extension);
      return fileRoutes.send(reply, storage, service.fileOf(download), download.file_type, fileName);
    },
  );

  await app.register(historyRoutes, { repository, signer, service });
  await app.register(fileRoutes.plugin, { repository, service, signer, storage });
};
export default downloads;
