import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, parseIdList } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { KeywordPageQuery, ListQuery, listOptions } from '../../lib/listOptions.ts';
import { currentOwner, found } from '../../lib/ownership.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { contactsRepository } from '../../crm/contacts/contactsRepository.ts';
import { importContacts, ImportReport } from '../../crm/contacts/csvImport.ts';
import { Contact, ContactCreate, ContactUpdate } from '../../crm/contacts/schemas.ts';

const duplicateEmail = (email: string) => conflict(`A contact with the email ${email} is already in your list.`);

const contacts: FastifyPluginAsyncTypebox = async (app) => {
  const repository = contactsRepository(app.db);
  const tags = ['crm contacts'];

  app.get('/crm/contacts/', { schema: { tags, querystring: ListQuery, response: { 200: Paged(Contact) } } }, async (request) => {
    const page = pageOf(request.query);
    const { count, rows } = await repository.page(request.userId, page, undefined, listOptions(request.query));
    return paged(request, page, count, rows);
  });

  app.get(
    '/crm/contacts/search/',
    { schema: { tags, querystring: KeywordPageQuery, response: { 200: Paged(Contact) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.page(request.userId, page, request.query.keyword, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.post('/crm/contacts/', { schema: { tags, body: ContactCreate, response: { 201: Contact } } }, async (request, reply) => {
    const userId = request.userId;
    try {
      return reply.status(201).send(await repository.create(userId, request.body));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(request.body.email);
      throw error;
    }
  });

  app.put('/crm/contacts/', { schema: { tags, body: ContactUpdate, response: { 200: Contact } } }, async (request) => {
    const userId = await currentOwner(request, 'crm_contacts', request.body.id, 'Contact');
    try {
      return found(await repository.update(userId, request.body), 'Contact');
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail(request.body.email ?? '');
      throw error;
    }
  });

  app.delete(
    '/crm/contacts/',
    { schema: { tags, querystring: Type.Object({ contact_ids: IdListParam }), response: { 200: Deleted } } },
    async (request) => ({ deleted: await repository.deleteMany(request.userId, parseIdList(request.query.contact_ids)) }),
  );

  app.post(
    '/crm/contacts/import/',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImportReport } } },
    async (request) => {
      const file = (request.body as { file?: unknown } | undefined)?.file;
      const text = Buffer.isBuffer(file) ? file.toString('utf8') : typeof file === 'string' ? file : undefined;
      if (text === undefined) throw badRequest('file: a CSV file is required.', { file: ['A CSV file is required.'] });
      return importContacts(app.db, request.userId, text);
    },
  );
};
export default contacts;
