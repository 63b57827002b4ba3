import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DownloadService } from '../../downloads/downloadService.ts';
import type { LinkSigner } from '../../downloads/signedUrl.ts';
import { publicApi } from '../../keys/publicApi.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import type { DownloadsRepository } from '../../downloads/downloadsRepository.ts';
import { presentDownload } from './presenter.ts';
import { Download, IdParams, MAX_NAME_LENGTH, RenameBody } from './schemas.ts';
import { failures } from '../../plugins/openapi.ts';

const NOT_FOUND = 'Download not found.';

/** A new name: trimmed, not blank, at most MAX_NAME_LENGTH characters; 400 otherwise. */
export function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('name may not be blank.', { name: ['This field may not be blank.'] });
  if (name.length > MAX_NAME_LENGTH)
    throw badRequest(`name must be at most ${MAX_NAME_LENGTH} characters.`, {
      name: [`Ensure this field has no more than ${MAX_NAME_LENGTH} characters.`],
    });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw badRequest('name may not contain control characters.', { name: ['Invalid characters.'] });
  return name;
}

interface HistoryOptions {
  repository: DownloadsRepository;
  signer: LinkSigner;
  service: DownloadService;
}

/** The caller's download history (newest first), one download with a fresh link (and build progress), rename. */
export const historyRoutes: FastifyPluginAsyncTypebox<HistoryOptions> = async (app, { repository, signer }) => {
  const tags = ['downloads'];

  app.get(
    '/searches/properties/downloads/',
    {
      config: { apiKey: publicApi('downloads', 'Free') },
      schema: { tags, summary: 'List downloads', querystring: PageQuery, response: { 200: Paged(Download) } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await repository.list(request.userId, page);
      return paged(
        request,
        page,
        count,
        results.map((row) => presentDownload(row, request, signer)),
      );
    },
  );

  app.get(
    '/searches/properties/downloads/:id/',
    { schema: { tags, summary: 'Read a download', params: IdParams, response: { 200: Download } } },
    async (request) => {
      const row = await repository.find(request.params.id, request.userId);
      if (!row) throw notFound(NOT_FOUND);
      return presentDownload(row, request, signer);
    },
  );

  app.post(
    '/searches/properties/downloads/rename/',
    { schema: { tags, summary: 'Rename a download', body: RenameBody, response: { 200: Download, ...failures(404) } } },
    async (request) => {
      const name = validName(request.body.name);
      const row = await repository.rename(request.body.id, request.userId, name);
      if (!row) throw notFound(NOT_FOUND);
      return presentDownload(row, request, signer);
    },
  );
};
