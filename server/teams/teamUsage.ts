import { creditsRepository } from '../credits/creditsRepository.ts';
import { creditsUsed, USAGE_FIELD, type UsageDay } from '../credits/usageDashboard.ts';
import { nextDay, startOfDay, usagePeriod } from '../credits/usagePeriod.ts';
import type { Queryable } from '../db/queryable.ts';
import { badRequest } from '../lib/errors.ts';
import { authorize, teamOf, type Actor } from './authorization.ts';
import type { TeamLedgerFilter, TeamUsage, TeamUsageFilter } from './schemas.ts';
import { teamsRepository } from './teamsRepository.ts';
import {
  teamUsageRepository,
  type TeamApiCallRow,
  type TeamDownloadRow,
  type TeamEmailLogRow,
  type TeamLedgerRow,
} from './teamUsageRepository.ts';
import { emailLogStatusLabel } from '../mail/emails/schemas.ts';
import { downloadStatusLabel, formatLabel } from '../downloads/downloadCharges.ts';
import { ledgerKindLabel } from '../credits/schemas.ts';
import { csvLines } from '../downloads/writers/csvWriter.ts';

/** The most rows one CSV export of the team ledger holds. */
export const TEAM_LEDGER_CSV_ROW_LIMIT = 100_000;

const LEDGER_TEXT_COLUMNS = [false, true, true, false, true, true];

/** A time as "YYYY-MM-DD HH:MM:SS" in the zone (Excel reads it as a date and time). */
const localTime = (iso: string, timeZone: string) => new Date(iso).toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' }).replace(',', '');

/**
 * The team ledger as a CSV file: UTF-8 with a byte-order mark, CRLF, one header line; times in the caller's zone (named in
 * the header), the kind in words, credits signed (negative spent, positive given) as numbers, links absolute.
 */
export function teamLedgerCsv(rows: TeamLedgerRow[], timeZone: string, publicUrl: string): string {
  const header = [`Time (${timeZone})`, 'Member e-mail', 'Action', 'Credits', 'Description', 'Link'];
  const lines = rows.map((r) => [
    localTime(r.created_at, timeZone),
    r.email,
    ledgerKindLabel(r.kind),
    r.credits,
    r.description,
    r.link ? `${publicUrl}${r.link}` : '',
  ]);
  return (
    '\ufeff' +
    csvLines(
      [header],
      header.map(() => true),
    ) +
    csvLines(lines, LEDGER_TEXT_COLUMNS)
  );
}

/** A member's download as the team's download history shows it: the format in words. */
const presentDownload = (row: TeamDownloadRow) => ({ ...row, format: formatLabel(row.file_type) });

/** The team's download history as a CSV file, in the ledger's CSV form. */
export function teamDownloadsCsv(rows: TeamDownloadRow[], timeZone: string): string {
  const header = [`Time (${timeZone})`, 'Member e-mail', 'Name', 'Format', 'Rows', 'Credits', 'Status', 'Search'];
  const lines = rows.map((r) => [
    localTime(r.created_at, timeZone),
    r.email,
    r.name,
    formatLabel(r.file_type),
    r.row_count,
    r.credits_charged,
    downloadStatusLabel(r.status),
    r.criteria.join(' · '),
  ]);
  return (
    '\ufeff' +
    csvLines(
      [header],
      header.map(() => true),
    ) +
    csvLines(lines, [false, true, true, true, false, false, true, true])
  );
}

const presentEmailLog = (row: TeamEmailLogRow) => ({ ...row, status_label: emailLogStatusLabel(row.status) });

/** The team's automated e-mail log as a CSV file, in the ledger's CSV form. */
export function teamEmailLogsCsv(rows: TeamEmailLogRow[], timeZone: string): string {
  const header = [`Time (${timeZone})`, 'Member e-mail', 'Automated e-mail', 'Recipient', 'Subject', 'Status', 'Listings'];
  const lines = rows.map((r) => [
    localTime(r.created_at, timeZone),
    r.email,
    r.email_name,
    r.recipient,
    r.subject,
    emailLogStatusLabel(r.status),
    r.listing_count,
  ]);
  return (
    '\ufeff' +
    csvLines(
      [header],
      header.map(() => true),
    ) +
    csvLines(lines, [false, true, true, true, true, true, false])
  );
}

const VIA_LABELS = { key: 'API key', embed: 'Website widget' } as const;
const presentApiCall = ({ via, ...row }: TeamApiCallRow) => ({ ...row, via_label: VIA_LABELS[via] });

/** The team's API call log as a CSV file, in the ledger's CSV form. */
export function teamApiCallsCsv(rows: TeamApiCallRow[], timeZone: string): string {
  const header = [`Time (${timeZone})`, 'Member e-mail', 'Key', 'Through', 'Call', 'Status', 'Credits', 'Duration (ms)'];
  const lines = rows.map((r) => [
    localTime(r.created_at, timeZone),
    r.email,
    `${r.key_name} (${r.key_prefix}…)`,
    VIA_LABELS[r.via],
    `${r.method} ${r.route}`,
    r.status,
    r.credits,
    r.duration_ms,
  ]);
  return (
    '\ufeff' +
    csvLines(
      [header],
      header.map(() => true),
    ) +
    csvLines(lines, [false, true, true, true, true, false, false, false])
  );
}

/** The longest range the view sums over (a year and a day: a leap year's Jan 1 to the next Jan 1). */
export const MAX_USAGE_DAYS = 367;

type Spend = Omit<UsageDay, 'date'>;
const noSpend = (): Spend => ({ searches: 0, downloads: 0, reports: 0, api_calls: 0, refunds: 0 });
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The account manager's team usage (issue 27): credits each current member spent per day and kind, as the usage
 * dashboard counts them (same kinds, same net-of-refunds total), over days in the caller's time zone. Without dates: the
 * calendar month, the dashboard's period for a user without a plan (a team's members may be on different billing periods).
 */
export function teamUsage(db: Queryable, now: () => Date = () => new Date()) {
  const teams = teamsRepository(db);
  const credits = creditsRepository(db);
  const usage = teamUsageRepository(db);

  /** Who may read the ledger (owner, account manager) and the filter's days as instants in the caller's time zone. */
  async function ledgerScope(actor: Actor, filter: TeamLedgerFilter) {
    const { teamId } = teamOf(actor);
    authorize(actor, 'member.activity.read', { team: teamId });
    if (filter.from && filter.to && filter.from > filter.to)
      throw badRequest('from must not be after to.', { to: ['Must be on or after the start date.'] });
    const timeZone = usagePeriod(await credits.accountHolder(actor.userId), now()).timeZone;
    const range = {
      member: filter.member,
      from: filter.from ? startOfDay(filter.from, timeZone) : undefined,
      to: filter.to ? startOfDay(nextDay(filter.to), timeZone) : undefined,
    };
    return { teamId, range, timeZone };
  }

  return {
    /** The combined ledger of current members (all their rows, also from before they joined), days in the caller's zone. */
    async ledger(actor: Actor, filter: TeamLedgerFilter, limit: number, offset: number) {
      const { teamId, range } = await ledgerScope(actor, filter);
      return usage.ledgerPage(teamId, range, limit, offset);
    },

    /** The same rows as a CSV file (up to TEAM_LEDGER_CSV_ROW_LIMIT), times in the caller's zone. */
    async ledgerCsv(actor: Actor, filter: TeamLedgerFilter, publicUrl: string): Promise<string> {
      const { teamId, range, timeZone } = await ledgerScope(actor, filter);
      return teamLedgerCsv(await usage.ledgerRows(teamId, range, TEAM_LEDGER_CSV_ROW_LIMIT), timeZone, publicUrl);
    },

    /** The current members' downloads (all of them, also from before they joined), with the ledger's filter. */
    async downloads(actor: Actor, filter: TeamLedgerFilter, limit: number, offset: number) {
      const { teamId, range } = await ledgerScope(actor, filter);
      const { count, rows } = await usage.downloadsPage(teamId, range, limit, offset);
      return { count, rows: rows.map(presentDownload) };
    },

    /** The same rows as a CSV file (up to TEAM_LEDGER_CSV_ROW_LIMIT), times in the caller's zone. */
    async downloadsCsv(actor: Actor, filter: TeamLedgerFilter): Promise<string> {
      const { teamId, range, timeZone } = await ledgerScope(actor, filter);
      return teamDownloadsCsv(await usage.downloadRows(teamId, range, TEAM_LEDGER_CSV_ROW_LIMIT), timeZone);
    },

    /** The current members' automated e-mail log, with the ledger's filter. */
    async emailLogs(actor: Actor, filter: TeamLedgerFilter, limit: number, offset: number) {
      const { teamId, range } = await ledgerScope(actor, filter);
      const { count, rows } = await usage.emailLogsPage(teamId, range, limit, offset);
      return { count, rows: rows.map(presentEmailLog) };
    },

    async emailLogsCsv(actor: Actor, filter: TeamLedgerFilter): Promise<string> {
      const { teamId, range, timeZone } = await ledgerScope(actor, filter);
      return teamEmailLogsCsv(await usage.emailLogRows(teamId, range, TEAM_LEDGER_CSV_ROW_LIMIT), timeZone);
    },

    /** The calls made with the current members' API keys and widgets, with the ledger's filter. */
    async apiCalls(actor: Actor, filter: TeamLedgerFilter, limit: number, offset: number) {
      const { teamId, range } = await ledgerScope(actor, filter);
      const { count, rows } = await usage.apiCallsPage(teamId, range, limit, offset);
      return { count, rows: rows.map(presentApiCall) };
    },

    async apiCallsCsv(actor: Actor, filter: TeamLedgerFilter): Promise<string> {
      const { teamId, range, timeZone } = await ledgerScope(actor, filter);
      return teamApiCallsCsv(await usage.apiCallRows(teamId, range, TEAM_LEDGER_CSV_ROW_LIMIT), timeZone);
    },

    async usage(actor: Actor, filter: TeamUsageFilter): Promise<TeamUsage> {
      const { teamId } = teamOf(actor);
      authorize(actor, 'member.activity.read', { team: teamId });
      const month = usagePeriod(await credits.accountHolder(actor.userId), now());
      const timeZone = month.timeZone;
      const from = filter.from ?? month.firstDay;
      const to = filter.to ?? month.lastDay;
      if (from > to) throw badRequest('from must not be after to.', { to: ['Must be on or after the start date.'] });
      if (daysBetween(from, to) > MAX_USAGE_DAYS)
        throw badRequest(`The range may span at most ${MAX_USAGE_DAYS} days.`, {
          to: [`At most ${MAX_USAGE_DAYS} days after the start date.`],
        });

      const members = await teams.members(teamId, usagePeriod(undefined, now()).start.toISOString());
      const rows = await usage.creditsPerMemberDay(teamId, startOfDay(from, timeZone), startOfDay(nextDay(to), timeZone), timeZone);
      const totals = new Map(members.map((m) => [m.user_id, noSpend()]));
      const days = new Map<string, UsageDay & { user_id: number }>();
      for (const { user_id, day, kind, credits: amount } of rows) {
        const field = USAGE_FIELD[kind];
        const total = totals.get(user_id);
        if (!field || !total) continue;
        total[field] += amount;
        const key = `${day}|${user_id}`;
        const entry = days.get(key) ?? { date: day, user_id, ...noSpend() };
        entry[field] += amount;
        days.set(key, entry);
      }
      const perMember = members.map((m) => {
        const spend = totals.get(m.user_id)!;
        return {
          user_id: m.user_id,
          email: m.email,
          firstname: m.firstname,
          lastname: m.lastname,
          role: m.role,
          ...spend,
          used: creditsUsed(spend),
        };
      });
      return {
        from,
        to,
        time_zone: timeZone,
        used: perMember.reduce((sum, m) => sum + m.used, 0),
        members: perMember,
        days: [...days.values()],
      };
    },
  };
}
