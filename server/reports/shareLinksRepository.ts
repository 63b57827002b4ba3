import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';

/** A report's share link as its owner sees it (never its secret). */
export interface ShareLinkView {
  id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  active: boolean;
}

const VIEW = `s.id::int as id, ${isoTime('s.created_at')} as created_at, ${isoTime('s.expires_at')} as expires_at,
  ${isoTime('s.revoked_at')} as revoked_at, (s.revoked_at is null and s.expires_at > $2::timestamptz) as active`;
/** The owner's report: every query names it by id and owner, so another user's links are as absent as missing ones. */
const OWNED = `s.report_id = r.id and r.id = $1 and r.user_id = $3`;

export function shareLinksRepository(db: Queryable) {
  return {
    async insert(link: { reportId: number; secretHash: string; at: Date; expiresAt: Date }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into report_share_links (report_id, secret_hash, created_at, expires_at) values ($1, $2, $3, $4) returning id::int as id`,
        [link.reportId, link.secretHash, link.at.toISOString(), link.expiresAt.toISOString()],
      );
      return row!.id;
    },

    /** The owner's links of a report, newest first. */
    async list(reportId: number, userId: number, now: Date, page: Page): Promise<{ count: number; rows: ShareLinkView[] }> {
      const [counted] = await db.query<{ count: number }>(
        `select count(*)::int as count from report_share_links s, reports r where s.report_id = r.id and r.id = $1 and r.user_id = $2`,
        [reportId, userId],
      );
      const rows = await db.query<ShareLinkView>(
        `select ${VIEW} from report_share_links s, reports r where ${OWNED} order by s.id desc limit $4 offset $5`,
        [reportId, now.toISOString(), userId, page.limit, page.offset],
      );
      return { count: counted!.count, rows };
    },

    /** Revokes one of the owner's links (a revoked one keeps its first revocation time); undefined when it is not theirs; `newly` when this call revoked it. */
    async revoke(
      linkId: number,
      reportId: number,
      userId: number,
      now: Date,
    ): Promise<{ link: ShareLinkView; newly: boolean } | undefined> {
      const params = [reportId, now.toISOString(), userId, linkId];
      const [revoked] = await db.query<ShareLinkView>(
        `update report_share_links s set revoked_at = $2::timestamptz from reports r
         where ${OWNED} and s.id = $4 and s.revoked_at is null returning ${VIEW}`,
        params,
      );
      if (revoked) return { link: revoked, newly: true };
      // Revoked before (it stays as it was), or not the owner's link.
      const [row] = await db.query<ShareLinkView>(
        `select ${VIEW} from report_share_links s, reports r where ${OWNED} and s.id = $4`,
        params,
      );
      return row && { link: row, newly: false };
    },

    /** What opening a link needs: its secret's hash, its report, and whether it still opens at `now`. */
    async opening(linkId: number, now: Date): Promise<{ secret_hash: string; report_id: number; active: boolean } | undefined> {
      const [row] = await db.query<{ secret_hash: string; report_id: number; active: boolean }>(
        `select secret_hash, report_id::int as report_id, (revoked_at is null and expires_at > $2::timestamptz) as active
         from report_share_links where id = $1`,
        [linkId, now.toISOString()],
      );
      return row;
    },
  };
}
