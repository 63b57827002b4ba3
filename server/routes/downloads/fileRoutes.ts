import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DownloadService } from '../../downloads/downloadService.ts';
import type { LinkSigner } from '../../downloads/signedUrl.ts';
import type { ObjectStorage } from '../../storage/objectStorage.ts';
import { FORMATS, type FileType } from '../../downloads/writers/index.ts';
import { ApiError, forbidden, notFound } from '../../lib/errors.ts';
import { optionalAuth } from '../../plugins/auth.ts';
import type { DownloadRow, DownloadsRepository } from '../../downloads/downloadsRepository.ts';
import { attachment, fileNameOf } from './presenter.ts';
import { FileQuerystring, IdParams } from './schemas.ts';
import { failures, fileAnswer } from '../../plugins/openapi.ts';

export const BAD_LINK = 'This download link is invalid or has expired. Open the file again from your download history.';

/** Streams a stored file as an attachment from object storage (never buffered whole), whichever replica stored it. */
async function send(reply: FastifyReply, storage: ObjectStorage, key: string, fileType: FileType, fileName: string) {
  const stored = await storage.get(key);
  if (!stored) throw new ApiError(410, 'This file is no longer stored. Run the download again.');
  return reply
    .header('content-type', FORMATS[fileType].contentType)
    .header('content-length', stored.size)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stored.body);
}

interface FileRouteOptions {
  repository: DownloadsRepository;
  service: DownloadService;
  signer: LinkSigner;
  storage: ObjectStorage;
}

/**
 * GET /searches/properties/downloads/{id}/file/: the owner's file, by the signed link that download_url holds
 * (what a browser opens) or with the owner's bearer token (API clients). Anyone else gets 403 or 404.
 */
const plugin: FastifyPluginAsyncTypebox<FileRouteOptions> = async (app, { repository, service, signer, storage }) => {
  async function ownersDownload(request: FastifyRequest, id: number, expires?: number, signature?: string): Promise<DownloadRow> {
    if (expires !== undefined || signature !== undefined) {
      const found = await repository.find(id);
      if (!found || expires === undefined || !signature || !signer.verify(id, found.user_id, expires, signature)) throw forbidden(BAD_LINK);
      return found;
    }
    // The auth plugin verified a token if one was sent (see `auth: 'optional'`); without a signed link one is required.
    if (!optionalAuth(request)) throw new ApiError(401, 'Authentication credentials were not provided.');
    const found = await repository.find(id, request.userId);
    if (!found) throw notFound('Download not found.');
    return found;
  }

  app.get(
    '/searches/properties/downloads/:id/file/',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['downloads'],
        summary: "Download a download's file",
        params: IdParams,
        querystring: FileQuerystring,
        response: {
          200: fileAnswer(
            'The file',
            Object.values(FORMATS).map((format) => format.contentType),
          ),
          ...failures(409, 410),
        },
      },
    },
    async (request, reply) => {
      const download = await service.settled(
        await ownersDownload(request, request.params.id, request.query.expires, request.query.signature),
      );
      return send(
        reply,
        storage,
        service.fileOf(download),
        download.file_type,
        fileNameOf(download.name, FORMATS[download.file_type].extension),
      );
    },
  );
};

export const fileRoutes = { plugin, send };
