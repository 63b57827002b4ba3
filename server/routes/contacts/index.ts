import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, parseIdList } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { KeywordPageQuery, ListQuery, listOptions } from '../../lib/listOptions.ts';
import { currentOwner, found } from '../../lib/ownership.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { contactsRepository } from '../../crm/contacts/contactsRepository.ts';
import { importContacts, readMapping } from '../../crm/contacts/csvImport.ts';
import { Contact, ContactCreate, ContactUpdate, ImportReport } from '../../crm/contacts/schemas.ts';
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

const duplicateEmail = (email: string) => conflict(`A contact with the email ${email} is already in your list.`);

const contacts: FastifyPluginAsyncTypebox = async (app) => {
  const repository = contactsRepository(app.db);
  const tags = ['crm contacts'];

  app.get(
    '/crm/contacts/',
    { schema: { tags, summary: 'List contacts', querystring: ListQuery, response: { 200: Paged(Contact) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.page(request.userId, page, undefined, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/crm/contacts/search/',
    { schema: { tags, summary: 'Search contacts', querystring: KeywordPageQuery, response: { 200: Paged(Contact) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.page(request.userId, page, request.query.keyword, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/crm/contacts/',
    { schema: { tags, summary: 'Create a contact', body: ContactCreate, response: { 201: Contact, ...failures(409) } } },
    async (request, reply) => {
      const userId = request.userId;
      checkNames({ first_name: request.body.first_name, last_name: request.body.last_name, company: request.body.company });
      try {
        return reply.status(201).send(await repository.create(userId, request.body));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail(request.body.email);
        throw error;
      }
    },
  );

  app.put(
    '/crm/contacts/',
    { schema: { tags, summary: 'Update a contact', body: ContactUpdate, response: { 200: Contact, ...failures(404, 409) } } },
    async (request) => {
      checkNames({ first_name: request.body.first_name, last_name: request.body.last_name, company: request.body.company });
      const userId = await currentOwner(request, 'crm_contacts', request.body.id, 'Contact');
      try {
        return found(await repository.update(userId, request.body), 'Contact');
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail(request.body.email ?? '');
        throw error;
      }
    },
  );

  app.delete(
    '/crm/contacts/',
    { schema: { tags, summary: 'Delete contacts', querystring: Type.Object({ contact_ids: IdListParam }), response: { 200: Deleted } } },
    async (request) => ({ deleted: await repository.deleteMany(request.userId, parseIdList(request.query.contact_ids)) }),
  );

  app.post(
    '/crm/contacts/import/',
    {
      schema: {
        tags,
        summary: 'Import contacts from a CSV file',
        consumes: ['multipart/form-data'],
        body: ImportCsvBody,
        response: { 200: ImportReport },
      },
    },
    async (request) => {
      const body = request.body as { file?: unknown; mapping?: string; group_id?: string } | undefined;
      const file = body?.file;
      const text = Buffer.isBuffer(file) ? file.toString('utf8') : typeof file === 'string' ? file : undefined;
      if (text === undefined) throw badRequest('Choose a CSV file to import.', { file: ['A CSV file is required.'] });
      const mapping = readMapping(body?.mapping);
      const groupId = body?.group_id === undefined ? undefined : Number(body.group_id);
      if (groupId !== undefined) await currentOwner(request, 'crm_groups', groupId, 'Group');
      return importContacts(app.db, request.userId, text, { mapping, groupId });
    },
  );
};
export default contacts;
