import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dealService } from '../../deals/dealService.ts';
import { DUE_TASK_JOB, queueDueTaskReminders } from '../../deals/dueTasks.ts';
import {
  Deal,
  DealBulkDeleteQuery,
  DealCreate,
  DealListQuery,
  DealNote,
  DealNoteParams,
  DealNoteVersion,
  DealNoteWrite,
  DealStageList,
  DealStageRename,
  DealTask,
  DealTaskCreate,
  DealTaskParams,
  DealTaskUpdate,
  DealUpdate,
  PropertyTag,
  PropertyTagBulkDeleteQuery,
  PropertyTagCreate,
  PropertyTagWithCount,
  SavedPropertyParams,
  SavedPropertyTagsBody,
} from '../../deals/schemas.ts';
import { Deleted, IdParams, parseIdList } from '../../lib/ids.ts';
import { listOptions } from '../../lib/listOptions.ts';
import { PageQuery, Paged, pageOf, paged } from '../../lib/pagination.ts';
import { failures, noContent } from '../../plugins/openapi.ts';

/** How often due tasks are looked for (by one replica, on the job queue). */
const DUE_TASKS_SECONDS = 5 * 60;

/** The deal pipeline (issue 27): deals, their stages, tasks and notes, and tags on saved properties. */
const deals: FastifyPluginAsyncTypebox = async (app) => {
  const service = dealService(app.db);
  const tags = ['deals'];
  const actor = (request: { userId: number }) => service.actorOf(request.userId);

  await app.jobs.every(DUE_TASK_JOB, DUE_TASKS_SECONDS, async ({ log }) => {
    const queued = await queueDueTaskReminders(app.db, app.config.publicUrl);
    if (queued > 0) log.info({ queued }, 'due deal tasks mailed to their assignees');
  });

  app.get(
    '/deals/',
    {
      schema: {
        tags,
        summary: "The caller's team's deals and their private ones (filters: stage, owner, tag, search)",
        querystring: DealListQuery,
        response: { 200: Paged(Deal) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { stage, owner, tag, search } = request.query;
      const { count, rows } = await service.list(await actor(request), { stage, owner, tag, search }, page, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/deals/',
    { schema: { tags, summary: 'Create a deal (a team deal when the caller is in a team)', body: DealCreate, response: { 201: Deal } } },
    async (request, reply) => reply.status(201).send(await service.create(await actor(request), request.body)),
  );

  app.delete(
    '/deals/',
    {
      schema: {
        tags,
        summary: 'Delete deals (those the caller may delete; others are left)',
        querystring: DealBulkDeleteQuery,
        response: { 200: Deleted },
      },
    },
    async (request) => ({ deleted: await service.removeMany(await actor(request), parseIdList(request.query.deal_ids)) }),
  );

  app.get(
    '/deals/stages/',
    { schema: { tags, summary: "The pipeline's stages in order, with the team's labels", response: { 200: DealStageList } } },
    async (request) => service.stages(await actor(request)),
  );

  app.patch(
    '/deals/stages/',
    {
      schema: {
        tags,
        summary: "Rename a stage (the team's owner or account manager; a user without a team their own)",
        body: DealStageRename,
        response: { 200: DealStageList, ...failures(404) },
      },
    },
    async (request) => service.renameStage(await actor(request), request.body.key, request.body.label),
  );

  app.get(
    '/deals/tags/',
    { schema: { tags, summary: 'Property tags of the team (and the caller’s own)', response: { 200: Type.Array(PropertyTagWithCount) } } },
    async (request) => service.tags(await actor(request)),
  );

  app.post(
    '/deals/tags/',
    { schema: { tags, summary: 'Create a property tag', body: PropertyTagCreate, response: { 201: PropertyTag, ...failures(409) } } },
    async (request, reply) => reply.status(201).send(await service.createTag(await actor(request), request.body.name)),
  );

  app.delete(
    '/deals/tags/',
    {
      schema: {
        tags,
        summary: 'Delete property tags (those the caller may: their creator, or an owner or account manager of the team; others are left)',
        querystring: PropertyTagBulkDeleteQuery,
        response: { 200: Deleted },
      },
    },
    async (request) => ({ deleted: await service.deleteTags(await actor(request), parseIdList(request.query.tag_ids)) }),
  );

  app.get(
    '/deals/saved-properties/:propertyId/tags/',
    {
      schema: {
        tags,
        summary: "A saved property's tags",
        params: SavedPropertyParams,
        response: { 200: Type.Array(PropertyTag), ...failures(404) },
      },
    },
    async (request) => service.savedPropertyTags(await actor(request), request.params.propertyId),
  );

  app.put(
    '/deals/saved-properties/:propertyId/tags/',
    {
      schema: {
        tags,
        summary: "Set a saved property's tags ('list stacking')",
        params: SavedPropertyParams,
        body: SavedPropertyTagsBody,
        response: { 200: Type.Array(PropertyTag), ...failures(404) },
      },
    },
    async (request) => service.setSavedPropertyTags(await actor(request), request.params.propertyId, request.body.tag_ids),
  );

  app.get(
    '/deals/:id/',
    {
      schema: {
        tags,
        summary: 'A deal, with its contacts, tags and the property’s analysis',
        params: IdParams,
        response: { 200: Deal, ...failures(404) },
      },
    },
    async (request) => service.get(await actor(request), request.params.id),
  );

  app.patch(
    '/deals/:id/',
    {
      schema: {
        tags,
        summary: 'Change a deal or move it to another stage (its owner, or an owner or account manager of the team)',
        params: IdParams,
        body: DealUpdate,
        response: { 200: Deal, ...failures(404) },
      },
    },
    async (request) => service.update(await actor(request), request.params.id, request.body),
  );

  app.delete(
    '/deals/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a deal (its owner, or an owner or account manager of the team)',
        params: IdParams,
        response: { 204: noContent('Deleted'), ...failures(404) },
      },
    },
    async (request, reply) => {
      await service.remove(await actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/deals/:id/tasks/',
    {
      schema: {
        tags,
        summary: "A deal's tasks: open ones first, by due day",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Paged(DealTask), ...failures(404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.tasks(await actor(request), request.params.id, page);
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/deals/:id/tasks/',
    {
      schema: {
        tags,
        summary: 'Add a task (assigned to the caller unless another member is named); it is e-mailed to its assignee when due',
        params: IdParams,
        body: DealTaskCreate,
        response: { 201: DealTask, ...failures(404) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createTask(await actor(request), request.params.id, request.body)),
  );

  app.patch(
    '/deals/:id/tasks/:taskId/',
    {
      schema: {
        tags,
        summary: 'Change a task or tick it done',
        params: DealTaskParams,
        body: DealTaskUpdate,
        response: { 200: DealTask, ...failures(404) },
      },
    },
    async (request) => service.updateTask(await actor(request), request.params.id, request.params.taskId, request.body),
  );

  app.delete(
    '/deals/:id/tasks/:taskId/',
    { schema: { tags, summary: 'Delete a task', params: DealTaskParams, response: { 204: noContent('Deleted'), ...failures(404) } } },
    async (request, reply) => {
      await service.deleteTask(await actor(request), request.params.id, request.params.taskId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/deals/:id/notes/',
    {
      schema: {
        tags,
        summary: "A deal's notes, last changed first, each at its latest version",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Paged(DealNote), ...failures(404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.notes(await actor(request), request.params.id, page);
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/deals/:id/notes/',
    { schema: { tags, summary: 'Add a note', params: IdParams, body: DealNoteWrite, response: { 201: DealNote, ...failures(404) } } },
    async (request, reply) => reply.status(201).send(await service.addNote(await actor(request), request.params.id, request.body.body)),
  );

  app.patch(
    '/deals/:id/notes/:noteId/',
    {
      schema: {
        tags,
        summary: 'Edit a note (its author): a new version; the earlier ones are kept',
        params: DealNoteParams,
        body: DealNoteWrite,
        response: { 200: DealNote, ...failures(404) },
      },
    },
    async (request) => service.editNote(await actor(request), request.params.id, request.params.noteId, request.body.body),
  );

  app.get(
    '/deals/:id/notes/:noteId/versions/',
    {
      schema: {
        tags,
        summary: "A note's versions, newest first",
        params: DealNoteParams,
        response: { 200: Type.Array(DealNoteVersion), ...failures(404) },
      },
    },
    async (request) => service.noteVersions(await actor(request), request.params.id, request.params.noteId),
  );
};
export default deals;
