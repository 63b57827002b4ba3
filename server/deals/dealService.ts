import type { Database, Queryable } from '../db/database.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import type { ListOptions } from '../lib/listOptions.ts';
import type { Page } from '../lib/pagination.ts';
import { authorizePipeline, canInPipeline, pipelineScope, type Actor, type PipelineScope } from '../teams/authorization.ts';
import { AUDIT_EVENTS, recordAuditEvent } from '../teams/audit.ts';
import { sharingScope } from '../teams/sharing.ts';
import { teamsRepository } from '../teams/teamsRepository.ts';
import { dealsRepository, type DealRow, type Ownership } from './dealsRepository.ts';
import {
  DEAL_STAGES,
  DEFAULT_STAGE_LABELS,
  type Deal,
  type DealCreate,
  type DealFilter,
  type DealStage,
  type DealStageLabel,
  type DealTaskCreate,
  type DealTaskUpdate,
  type DealUpdate,
} from './schemas.ts';

const DEAL = 'Deal';

/** The stages' owner: the team when the actor is in one, else the actor (a user without a team renames their own). */
const stageOwner = (scope: PipelineScope) => ({ teamId: scope.teamId, userId: scope.userId });

/**
 * A team deal's event in the team's audit log (deal created, moved, deleted), in the transaction of the change; a private
 * deal records nothing (the team must not learn of it).
 */
async function recordDealEvent(
  tx: Queryable,
  actor: Actor,
  deal: { id: number; team: number | null; owner: number | null; title: string },
  event: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (deal.team === null) return;
  await recordAuditEvent(tx, {
    teamId: deal.team,
    actorId: actor.userId,
    event,
    subject: deal.title,
    subjectUserId: deal.owner,
    detail: { deal_id: deal.id, ...detail },
  });
}

/**
 * The deal pipeline's rules (issue 27). Every decision on who may read or change what goes through
 * server/teams/authorization.ts (`authorizePipeline`, `pipelineScope`); this module only applies them.
 */
export function dealService(db: Database) {
  const repository = dealsRepository(db);

  async function actorOf(userId: number): Promise<Actor> {
    return { userId, membership: (await teamsRepository(db).membershipOf(userId)) ?? null };
  }

  async function labelsFor(scope: PipelineScope): Promise<DealStageLabel[]> {
    const renamed = await repository.stageLabels(stageOwner(scope));
    return DEAL_STAGES.map((key, position) => ({
      key,
      label: renamed.get(key) ?? DEFAULT_STAGE_LABELS[key],
      default_label: DEFAULT_STAGE_LABELS[key],
      position,
    }));
  }

  /** Deals with the stage labels of whoever reads them (a private deal read by its owner in a team shows the team's). */
  async function labelled(rows: DealRow[], scope: PipelineScope): Promise<Deal[]> {
    const labels = new Map((await labelsFor(scope)).map((stage) => [stage.key, stage.label]));
    return rows.map((row) => ({ ...row, stage_label: labels.get(row.stage) ?? DEFAULT_STAGE_LABELS[row.stage] }));
  }

  /** The deal's ownership once the actor may do `action` to it (404 when they cannot see it, 403 when not allowed). */
  async function dealFor(actor: Actor, dealId: number, action: Parameters<typeof authorizePipeline>[1]): Promise<Ownership> {
    const ownership = await repository.ownership(dealId);
    if (!ownership) throw notFound(`${DEAL} not found.`);
    authorizePipeline(actor, action, ownership, DEAL);
    return ownership;
  }

  async function readDeal(actor: Actor, dealId: number): Promise<Deal> {
    const scope = pipelineScope(actor);
    const [row] = await repository.dealsByIds([dealId], scope);
    if (!row) throw notFound(`${DEAL} not found.`);
    return (await labelled([row], scope))[0]!;
  }

  /** Contacts a deal may name: the caller's own CRM contacts and those shared with their team (400 naming the others). */
  async function checkContacts(actor: Actor, contactIds: number[], keep: number[] = []): Promise<number[]> {
    const unique = [...new Set(contactIds)];
    const own = new Set([...(await repository.reachableContacts(sharingScope(actor), unique)), ...keep]);
    const foreign = unique.filter((id) => !own.has(id));
    if (foreign.length > 0)
      throw badRequest('Not one of your contacts.', { contact_ids: [`Not one of your contacts: ${foreign.join(', ')}.`] });
    return unique;
  }

  async function checkAssignee(ownership: Ownership, assigneeId: number): Promise<void> {
    if (!(await repository.canBeAssigned(ownership, assigneeId)))
      throw badRequest('The assignee must be a member of the deal’s team.', { assignee_id: ['Not a member of the deal’s team.'] });
  }

  /** Deletes the deals the actor may delete; others (unseen or not theirs to delete) are left, as the CRM's bulk deletes do. */
  async function removeMany(actor: Actor, ids: number[]): Promise<number[]> {
    const allowed = (await repository.ownerships(ids)).filter((deal) => canInPipeline(actor, 'deal.delete', deal));
    return db.transaction(async (tx) => {
      const deleted = await dealsRepository(tx).deleteMany(allowed.map((deal) => deal.id));
      for (const deal of allowed.filter((d) => deleted.includes(d.id)))
        await recordDealEvent(tx, actor, deal, AUDIT_EVENTS.dealDeleted, { stage: deal.stage });
      return deleted;
    });
  }

  return {
    actorOf,

    async list(actor: Actor, filter: DealFilter, page: Page, options: ListOptions) {
      const scope = pipelineScope(actor);
      const stages = filter.stage?.split(',').filter((stage): stage is DealStage => (DEAL_STAGES as readonly string[]).includes(stage));
      if (filter.stage && stages?.length === 0) throw badRequest('Unknown stage.', { stage: [`One of ${DEAL_STAGES.join(', ')}.`] });
      const { count, rows } = await repository.page(
        scope,
        { stages, owner: filter.owner, tag: filter.tag, search: filter.search },
        page,
        options,
      );
      return { count, rows: await labelled(rows, scope) };
    },

    async get(actor: Actor, dealId: number): Promise<Deal> {
      await dealFor(actor, dealId, 'deal.read');
      return readDeal(actor, dealId);
    },

    /** A new deal of the actor's team (or private, without a team), owned by the actor. */
    async create(actor: Actor, body: DealCreate): Promise<Deal> {
      const scope = pipelineScope(actor);
      const address = await repository.listingAddress(body.property_id);
      if (address === undefined) throw badRequest('No such property.', { property_id: ['No such property.'] });
      const contactIds = await checkContacts(actor, body.contact_ids ?? []);
      const id = await db.transaction(async (tx) => {
        const deals = dealsRepository(tx);
        const title = body.title?.trim() || address;
        const stage = body.stage ?? 'lead';
        const dealId = await deals.create({
          ownerId: actor.userId,
          teamId: scope.teamId,
          listingId: body.property_id,
          title,
          stage,
          offer_cents: body.offer_cents,
          expected_close_date: body.expected_close_date,
        });
        await deals.setContacts(dealId, contactIds);
        await recordDealEvent(tx, actor, { id: dealId, team: scope.teamId, owner: actor.userId, title }, AUDIT_EVENTS.dealCreated, {
          stage,
        });
        return dealId;
      });
      return readDeal(actor, id);
    },

    async update(actor: Actor, dealId: number, body: DealUpdate): Promise<Deal> {
      const ownership = await dealFor(actor, dealId, 'deal.edit');
      // Contacts already on the deal (perhaps another member's) may stay; new ones must be ones the caller reaches.
      const contactIds =
        body.contact_ids === undefined ? undefined : await checkContacts(actor, body.contact_ids, await repository.dealContactIds(dealId));
      await db.transaction(async (tx) => {
        const deals = dealsRepository(tx);
        const before = await deals.lockedState(dealId);
        if (!before) throw notFound(`${DEAL} not found.`);
        await deals.update(dealId, actor.userId, {
          title: body.title?.trim(),
          stage: body.stage,
          offer_cents: body.offer_cents,
          expected_close_date: body.expected_close_date,
        });
        if (contactIds !== undefined) await deals.setContacts(dealId, contactIds);
        if (body.stage !== undefined && body.stage !== before.stage)
          await recordDealEvent(
            tx,
            actor,
            { id: dealId, ...ownership, title: body.title?.trim() || before.title },
            AUDIT_EVENTS.dealStageChanged,
            { from: before.stage, to: body.stage },
          );
      });
      return readDeal(actor, dealId);
    },

    async remove(actor: Actor, dealId: number): Promise<void> {
      await dealFor(actor, dealId, 'deal.delete');
      await removeMany(actor, [dealId]);
    },

    removeMany,

    // Stages -----------------------------------------------------------------------------------------------------

    async stages(actor: Actor): Promise<DealStageLabel[]> {
      return labelsFor(pipelineScope(actor));
    },

    async renameStage(actor: Actor, key: DealStage, label: string): Promise<DealStageLabel[]> {
      const scope = pipelineScope(actor);
      authorizePipeline(actor, 'stages.rename', { team: scope.teamId, owner: actor.userId }, 'Stage');
      await repository.renameStage(stageOwner(scope), key, label.trim());
      return labelsFor(scope);
    },

    // Tasks ------------------------------------------------------------------------------------------------------

    async tasks(actor: Actor, dealId: number, page: Page) {
      await dealFor(actor, dealId, 'deal.read');
      return repository.tasksPage(dealId, page);
    },

    async createTask(actor: Actor, dealId: number, body: DealTaskCreate) {
      const ownership = await dealFor(actor, dealId, 'deal.work');
      const assigneeId = body.assignee_id === undefined ? actor.userId : body.assignee_id;
      if (assigneeId !== null) await checkAssignee(ownership, assigneeId);
      const taskId = await repository.createTask(dealId, {
        title: body.title.trim(),
        dueDate: body.due_date ?? null,
        assigneeId,
        createdBy: actor.userId,
      });
      return (await repository.task(dealId, taskId))!;
    },

    async updateTask(actor: Actor, dealId: number, taskId: number, body: DealTaskUpdate) {
      const ownership = await dealFor(actor, dealId, 'deal.work');
      if (!(await repository.task(dealId, taskId))) throw notFound('Task not found.');
      if (body.assignee_id !== undefined && body.assignee_id !== null) await checkAssignee(ownership, body.assignee_id);
      await repository.updateTask(taskId, { ...body, title: body.title?.trim() });
      return (await repository.task(dealId, taskId))!;
    },

    async deleteTask(actor: Actor, dealId: number, taskId: number): Promise<void> {
      await dealFor(actor, dealId, 'deal.work');
      if (!(await repository.deleteTask(dealId, taskId))) throw notFound('Task not found.');
    },

    // Notes ------------------------------------------------------------------------------------------------------

    async notes(actor: Actor, dealId: number, page: Page) {
      await dealFor(actor, dealId, 'deal.read');
      return repository.notesPage(dealId, page);
    },

    async addNote(actor: Actor, dealId: number, body: string) {
      await dealFor(actor, dealId, 'deal.work');
      const noteId = await db.transaction((tx) => dealsRepository(tx).addNote(dealId, actor.userId, body));
      return (await repository.note(noteId))!;
    },

    /** Edits a note by appending a version; the earlier versions stay readable (`noteVersions`). */
    async editNote(actor: Actor, dealId: number, noteId: number, body: string) {
      const ownership = await dealFor(actor, dealId, 'deal.read');
      const thread = await repository.noteThread(dealId, noteId);
      if (!thread) throw notFound('Note not found.');
      authorizePipeline(actor, 'note.edit', { ...ownership, author: thread.author_id }, 'Note');
      await repository.addNoteVersion(dealId, noteId, actor.userId, body);
      return (await repository.note(noteId))!;
    },

    async noteVersions(actor: Actor, dealId: number, noteId: number) {
      await dealFor(actor, dealId, 'deal.read');
      if (!(await repository.noteThread(dealId, noteId))) throw notFound('Note not found.');
      return repository.noteVersions(noteId);
    },

    // Property tags ----------------------------------------------------------------------------------------------

    async tags(actor: Actor) {
      return repository.tags(pipelineScope(actor));
    },

    async createTag(actor: Actor, name: string) {
      const tag = await repository.createTag(pipelineScope(actor), name.trim());
      if (!tag) throw conflict(`A tag named ${name.trim()} already exists.`);
      return tag;
    },

    /** Deletes the tags the actor may delete (their creator, or a manager of the team); others are left. */
    async deleteTags(actor: Actor, tagIds: number[]): Promise<number[]> {
      const allowed = (await repository.tagOwnerships(tagIds)).filter((tag) => canInPipeline(actor, 'tag.manage', tag));
      return repository.deleteTags(allowed.map((tag) => tag.id));
    },

    async savedPropertyTags(actor: Actor, listingId: number) {
      const scope = pipelineScope(actor);
      const saved = await repository.savedPropertyId(actor.userId, listingId);
      if (saved === undefined) throw notFound('Saved property not found.');
      return repository.savedPropertyTags(saved, scope);
    },

    /** Puts exactly these tags (of the team's or the user's) on one of the user's saved properties. */
    async setSavedPropertyTags(actor: Actor, listingId: number, tagIds: number[]) {
      const scope = pipelineScope(actor);
      const saved = await repository.savedPropertyId(actor.userId, listingId);
      if (saved === undefined) throw notFound('Saved property not found.');
      const unique = [...new Set(tagIds)];
      const visible = new Set(await repository.visibleTags(scope, unique));
      const unknown = unique.filter((id) => !visible.has(id));
      if (unknown.length > 0) throw badRequest('No such tag.', { tag_ids: [`No such tag: ${unknown.join(', ')}.`] });
      await db.transaction((tx) => dealsRepository(tx).setSavedPropertyTags(saved, scope, unique));
      return repository.savedPropertyTags(saved, scope);
    },
  };
}
export type DealService = ReturnType<typeof dealService>;
