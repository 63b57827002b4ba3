import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';
import type { Page } from '../lib/pagination.ts';
import { NOT_FOUND } from './reportService.ts';
import { reportsRepository, type StoredReport } from './reportsRepository.ts';
import { shareLinksRepository } from './shareLinksRepository.ts';
import { AUDIT_EVENTS, recordMemberEvent } from '../teams/audit.ts';

export const SHARE_LINK_NOT_FOUND = 'Share link not found.';

const DAY_MS = 86_400_000;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The public page of a link's token. */
export const sharedPath = (token: string) => `/report/shared/${token}`;

/**
 * Read-only links to a report: "id.secret" tokens (32 random bytes; only their SHA-256 is stored), each expiring when its
 * owner chose and revocable from report history. An unknown, altered, expired or revoked link opens nothing (404).
 */
export function shareLinks(db: Database, clock: () => Date = () => new Date()) {
  const links = shareLinksRepository(db);
  const reports = reportsRepository(db);

  async function ownedReport(reportId: number, userId: number): Promise<StoredReport> {
    const report = await reports.find(reportId, userId);
    if (!report) throw notFound(NOT_FOUND);
    return report;
  }

  return {
    /** A new link to the owner's report, valid for `days`: its token is answered now and never again. */
    async create(reportId: number, userId: number, days: number) {
      const report = await ownedReport(reportId, userId);
      const now = clock();
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + days * DAY_MS);
      const id = await db.transaction(async (tx) => {
        const linkId = await shareLinksRepository(tx).insert({ reportId, secretHash: hashOf(secret), at: now, expiresAt });
        await recordMemberEvent(tx, userId, {
          event: AUDIT_EVENTS.shareLinkCreated,
          subject: report.address,
          detail: { report_id: reportId, link_id: linkId, expires_at: expiresAt.toISOString() },
        });
        return linkId;
      });
      const token = `${id}.${secret}`;
      return { id, token, path: sharedPath(token), expires_at: expiresAt.toISOString() };
    },

    async list(reportId: number, userId: number, page: Page) {
      await ownedReport(reportId, userId);
      return links.list(reportId, userId, clock(), page);
    },

    async revoke(reportId: number, userId: number, linkId: number) {
      return db.transaction(async (tx) => {
        const revoked = await shareLinksRepository(tx).revoke(linkId, reportId, userId, clock());
        if (!revoked) throw notFound(SHARE_LINK_NOT_FOUND);
        // A link revoked again stays as it was, and is recorded once.
        if (revoked.newly) {
          const report = await reportsRepository(tx).find(reportId, userId);
          await recordMemberEvent(tx, userId, {
            event: AUDIT_EVENTS.shareLinkRevoked,
            subject: report?.address ?? '',
            detail: { report_id: reportId, link_id: linkId },
          });
        }
        return revoked.link;
      });
    },

    /** The report a link opens, compared in constant time. */
    async open(token: string): Promise<StoredReport> {
      const [idText = '', secret = ''] = token.split('.');
      const id = Number(idText);
      const link = Number.isSafeInteger(id) && id > 0 ? await links.opening(id, clock()) : undefined;
      const given = Buffer.from(hashOf(secret), 'hex');
      const stored = Buffer.from(link?.secret_hash ?? '', 'hex');
      if (!link || stored.length !== given.length || !timingSafeEqual(stored, given) || !link.active) throw notFound(NOT_FOUND);
      const row = await reports.find(link.report_id, null);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    },
  };
}
export type ShareLinks = ReturnType<typeof shareLinks>;
