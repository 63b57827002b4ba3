import type { SearchSettings } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { storedSearch } from './savedSearchQuery.ts';
import {
  savedSearchesRepository,
  savedSearchReads,
  type NewListing,
  type SavedSearchOwnership,
  type SavedSearchRow,
} from './savedSearchesRepository.ts';
import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from './schemas.ts';
import { notFound } from '../lib/errors.ts';
import { recordAuditEvent } from '../teams/audit.ts';
import type { Actor } from '../teams/authorization.ts';
import { authorizeShared, shareTarget, sharingFields, sharingScope, type ShareAction } from '../teams/sharing.ts';
import { teamsRepository } from '../teams/teamsRepository.ts';

export type { NewListing };

/** The saved search's query as filters and in words, or null when it no longer parses (or does not exist). */
export async function savedSearchFilters(
  db: Queryable,
  savedSearchId: number,
): Promise<{ filters: SearchFilters; description: string; createdAt: Date } | null> {
  const row = await savedSearchReads(db).storedQuery(savedSearchId);
  if (!row) return null;
  const search = storedSearch(row.query);
  return search && { filters: search.filters, description: search.description, createdAt: new Date(row.created_at) };
}

/**
 * Listings matching the saved search's query that first appeared after `since` (null: since the saved search was created),
 * with the search in words (the one description). Costs no credits.
 */
export async function listingsNewSince(
  db: Queryable,
  savedSearchId: number,
  since: Date | null,
  limit = 50,
): Promise<{ listings: NewListing[]; total: number; description?: string }> {
  const saved = await savedSearchFilters(db, savedSearchId);
  if (!saved) return { listings: [], total: 0 };
  const found = await savedSearchReads(db).listingsNewSince(saved.filters, since ?? saved.createdAt, limit);
  return { ...found, description: saved.description };
}

const WHAT = 'saved search';
const NOT_FOUND = 'Saved search not found.';

/** The signed-in user and their team membership as stored now (a removed member's old token carries none). */
export async function savedSearchActor(db: Queryable, userId: number): Promise<Actor> {
  return { userId, membership: (await teamsRepository(db).membershipOf(userId)) ?? null };
}

/**
 * Saved searches as the API answers them: each with the count of matching listings new since its last run (free), whether
 * it is shared, who made and last changed it, and whether the caller may change it. Who reaches which search is decided
 * by server/teams/sharing.ts: the caller's own and those shared with their team.
 */
export function savedSearchService(db: Database, settings: SearchSettings) {
  const repository = savedSearchesRepository(db, settings);
  /** A query saved under other rules that no longer reads as a search has no new results. */
  const present = async (actor: Actor, { since, owner_id, team_id, ...row }: SavedSearchRow): Promise<SavedSearch> => {
    const filters = storedSearch(row.query)?.filters;
    return {
      ...row,
      new_results_count: filters ? await repository.countNewSince(filters, since) : 0,
      ...sharingFields(actor, { owner: owner_id, team: team_id }, WHAT),
    };
  };

  /** The search once the actor may do `action` to it: 404 when they do not reach it, 403 (with the reason) when they may not change it. */
  async function authorized(actor: Actor, id: number, action: ShareAction): Promise<SavedSearchOwnership> {
    const ownership = await repository.ownership(id);
    if (!ownership) throw notFound(NOT_FOUND);
    authorizeShared(actor, action, ownership, WHAT);
    return ownership;
  }

  /** A search shared with the team or taken back, in the team's audit log, in the transaction of the change. */
  const recordSharing = (tx: Queryable, actor: Actor, row: SavedSearchRow, teamId: number, shared: boolean) =>
    recordAuditEvent(tx, {
      teamId,
      actorId: actor.userId,
      event: shared ? 'saved_search.shared' : 'saved_search.unshared',
      subject: row.name,
      subjectUserId: row.owner_id,
      detail: { saved_search_id: row.id },
    });

  const found = async (actor: Actor, row: SavedSearchRow | undefined) => {
    if (!row) throw notFound(NOT_FOUND);
    return present(actor, row);
  };

  return {
    actorOf: (userId: number) => savedSearchActor(db, userId),

    async create(actor: Actor, body: SavedSearchCreate): Promise<SavedSearch> {
      const team = shareTarget(actor, body.shared) ?? null;
      const row = await repository.create(
        actor.userId,
        body.name.trim(),
        body.query,
        body.last_result_count,
        body.change_alerts,
        team,
        team === null ? undefined : (tx, created) => recordSharing(tx, actor, created, team, true),
      );
      return present(actor, row);
    },

    async list(actor: Actor, page: Page) {
      const { count, rows } = await repository.list(sharingScope(actor), page);
      return { count, results: await Promise.all(rows.map((row) => present(actor, row))) };
    },

    /** Every search the actor reaches by name; `own`: only their own (not those shared with their team). */
    simplified: (actor: Actor, own = false) => repository.simplified(own ? { userId: actor.userId, teamId: null } : sharingScope(actor)),

    async get(actor: Actor, id: number): Promise<SavedSearch> {
      await authorized(actor, id, 'read');
      return found(actor, await repository.get(id));
    },

    /** A PUT of `mark_run` alone is a run (every member who reads it may); anything else is a change. */
    async update(actor: Actor, id: number, changes: SavedSearchUpdate): Promise<SavedSearch> {
      const runOnly = Object.keys(changes).every((key) => key === 'mark_run');
      const before = await authorized(actor, id, runOnly ? 'read' : 'change');
      if (runOnly) {
        if (changes.mark_run === true) await repository.markRun(id);
        return found(actor, await repository.get(id));
      }
      const team = shareTarget(actor, changes.shared);
      // Shared or made private by this change: the team's audit log says so (the team it was shared with, when unshared).
      const sharingChanged = team !== undefined && (team !== null) !== (before.team !== null);
      const row = await repository.update(
        id,
        actor.userId,
        changes,
        team,
        sharingChanged ? (tx, updated) => recordSharing(tx, actor, updated, (team ?? before.team)!, team !== null) : undefined,
      );
      return found(actor, row);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await authorized(actor, id, 'change');
      if (!(await repository.remove(id))) throw notFound(NOT_FOUND);
    },
  };
}
