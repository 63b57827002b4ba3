import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactIdsBody, IdParams } from '../../lib/ids.ts';
import { KeywordPageQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { Contact } from '../../crm/contacts/schemas.ts';
import { groupService } from '../../crm/groups/groupService.ts';
import { MembersChanged } from '../../crm/groups/schemas.ts';

type ListRequest = FastifyRequest<{ Params: { id: number }; Querystring: KeywordPageQuery }>;

/**
 * Members of a group: list, "not in" list, both searchable, add and remove. Each caller sees and changes only the members
 * they reach (their own contacts and those shared with their team): docs/teams.md, "Contacts and groups".
 */
const groupMembers: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['crm groups'];
  const service = groupService(app.db);
  const schema = { tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(Contact) } };

  const list = (notIn: boolean, searchable: boolean) => async (request: ListRequest) => {
    const page = pageOf(request.query);
    const { count, rows } = await service.members(await service.actorOf(request.userId), {
      groupId: request.params.id,
      notIn,
      keyword: searchable ? request.query.keyword : undefined,
      page,
      ...listOptions(request.query),
    });
    return paged(request, page, count, rows);
  };
  for (const [suffix, notIn, searchable] of [
    ['', false, false],
    ['notin/', true, false],
    ['search/', false, true],
    ['notin/search/', true, true],
  ] as const) {
    const summary = `${searchable ? 'Search' : 'List'} the contacts ${notIn ? 'not in' : 'of'} the group`;
    app.get(`/crm/groups/:id/contacts/${suffix}`, { schema: { ...schema, summary } }, list(notIn, searchable));
  }

  const changeSchema = { tags, params: IdParams, body: ContactIdsBody, response: { 200: MembersChanged } };

  app.post('/crm/groups/:id/contacts/add/', { schema: { ...changeSchema, summary: 'Add contacts to a group' } }, async (request) =>
    service.addMembers(await service.actorOf(request.userId), request.params.id, request.body.contact_ids),
  );

  app.post('/crm/groups/:id/contacts/remove/', { schema: { ...changeSchema, summary: 'Remove contacts from a group' } }, async (request) =>
    service.removeMembers(await service.actorOf(request.userId), request.params.id, request.body.contact_ids),
  );
};
export default groupMembers;
