import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, parseIdList } from '../../lib/ids.ts';
import { badRequest } from '../../lib/errors.ts';
import { KeywordPageQuery, ListQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { contactService } from '../../crm/contacts/contactService.ts';
import { importContacts, readMapping } from '../../crm/contacts/csvImport.ts';
import { ContactCreate, ContactUpdate, ImportReport, OwnOnly, SharedContact } from '../../crm/contacts/schemas.ts';
import { groupService } from '../../crm/groups/groupService.ts';
import { failures, FilePart } from '../../plugins/openapi.ts';
import { checkNames } from '../../users/names.ts';

/** The multipart form of an import: the file part (read whole; a text field of CSV is taken too). */
const ImportCsvBody = Type.Object({
  file: Type.Optional(FilePart('The CSV file: a header row, one of whose columns holds the email addresses.', 'text/csv')),
  mapping: Type.Optional(
    Type.String({
      maxLength: 5000,
      description:
        'JSON: contact field → the column header that fills it, e.g. {"email": "Email Address", "first_name": "Given name"}. Without it, common headers are matched (Email, E-mail, Email Address, First Name, Surname, Mobile…).',
    }),
  ),
  group_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'A group of yours that every new contact joins.' })),
});

const contacts: FastifyPluginAsyncTypebox = async (app) => {
  const service = contactService(app.db);
  const groups = groupService(app.db);
  const tags = ['crm contacts'];

  app.get(
    '/crm/contacts/',
    {
      schema: {
        tags,
        summary: 'List contacts',
        description: "The caller's contacts and those shared with their team.",
        querystring: Type.Object({ ...ListQuery.properties, ...OwnOnly }),
        response: { 200: Paged(SharedContact) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const actor = await service.actorOf(request.userId);
      const { count, rows } = await service.list(actor, page, undefined, listOptions(request.query), request.query.own === true);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/crm/contacts/search/',
    {
      schema: {
        tags,
        summary: 'Search contacts',
        querystring: Type.Object({ ...KeywordPageQuery.properties, ...OwnOnly }),
        response: { 200: Paged(SharedContact) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const actor = await service.actorOf(request.userId);
      const { count, rows } = await service.list(
        actor,
        page,
        request.query.keyword,
        listOptions(request.query),
        request.query.own === true,
      );
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/crm/contacts/',
    { schema: { tags, summary: 'Create a contact', body: ContactCreate, response: { 201: SharedContact, ...failures(409) } } },
    async (request, reply) => {
      checkNames({ first_name: request.body.first_name, last_name: request.body.last_name, company: request.body.company });
      return reply.status(201).send(await service.create(await service.actorOf(request.userId), request.body));
    },
  );

  app.put(
    '/crm/contacts/',
    { schema: { tags, summary: 'Update a contact', body: ContactUpdate, response: { 200: SharedContact, ...failures(404, 409) } } },
    async (request) => {
      checkNames({ first_name: request.body.first_name, last_name: request.body.last_name, company: request.body.company });
      return service.update(await service.actorOf(request.userId), request.body);
    },
  );

  app.delete(
    '/crm/contacts/',
    {
      schema: {
        tags,
        summary: 'Delete contacts',
        description:
          "Deletes the caller's contacts among the ids, and those shared with their team that they may delete (owners and account managers); ids they do not reach are skipped. 403, deleting nothing, when one is a teammate's they may not delete.",
        querystring: Type.Object({ contact_ids: IdListParam }),
        response: { 200: Deleted },
      },
    },
    async (request) => ({
      deleted: await service.removeMany(await service.actorOf(request.userId), parseIdList(request.query.contact_ids)),
    }),
  );

  app.post(
    '/crm/contacts/import/',
    {
      schema: {
        tags,
        summary: 'Import contacts from a CSV file',
        consumes: ['multipart/form-data'],
        body: ImportCsvBody,
        response: { 200: ImportReport, ...failures(404) },
      },
    },
    async (request) => {
      const body = request.body as { file?: unknown; mapping?: string; group_id?: string } | undefined;
      const file = body?.file;
      const text = Buffer.isBuffer(file) ? file.toString('utf8') : typeof file === 'string' ? file : undefined;
      if (text === undefined) throw badRequest('Choose a CSV file to import.', { file: ['A CSV file is required.'] });
      const mapping = readMapping(body?.mapping);
      const groupId = body?.group_id === undefined ? undefined : Number(body.group_id);
      if (groupId !== undefined) await groups.authorized(await groups.actorOf(request.userId), groupId, 'change');
      return importContacts(app.db, request.userId, text, { mapping, groupId });
    },
  );
};
export default contacts;
