import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../credits/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { moneyText } from '../../lib/money.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { failures, noContent } from '../../plugins/openapi.ts';
import { notificationsRepository, type NotificationRow } from '../../notifications/notificationsRepository.ts';
import { notifyListingChanges } from '../../notifications/savedPropertyAlerts.ts';
import {
  Notification,
  NOTIFICATION_KIND_LABELS,
  NotificationParams,
  NotificationQuery,
  notificationText,
  ReadAllAnswer,
  UnreadCount,
} from '../../notifications/schemas.ts';

/** Saved properties' and saved searches' listing changes are looked for this often; each scan reads the window below, so scans overlap. */
const SCAN_SECONDS = 60;
const SCAN_WINDOW_MS = 15 * 60_000;

const present = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  kind_label: NOTIFICATION_KIND_LABELS[row.kind],
  ...notificationText(row.kind, row.data, moneyText),
  created_at: new Date(row.created_at).toISOString(),
  read: row.read_at !== null,
});

/**
 * The signed-in user's in-app notifications (the bell): saved searches' new matches (written by the alert runs), and the
 * price drops, status changes and auction moves of saved properties and of listings matching saved searches that alert on
 * them (found by a one-minute scan of the listing history, and e-mailed).
 */
const notifications: FastifyPluginAsyncTypebox<{ clock?: Clock }> = async (app, options) => {
  const tags = ['notifications'];
  const repository = notificationsRepository(app.db);
  const now = () => options.clock?.() ?? new Date();
  await app.jobs.every('notifications.listing-changes', SCAN_SECONDS, async () => {
    await notifyListingChanges(app.db, new Date(now().getTime() - SCAN_WINDOW_MS), app.config.publicUrl);
  });

  app.get(
    '/notifications/',
    {
      schema: { tags, summary: 'Your notifications, newest first', querystring: NotificationQuery, response: { 200: Paged(Notification) } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.list(request.userId, request.query.unread === true, page);
      return paged(request, page, count, rows.map(present));
    },
  );

  app.get(
    '/notifications/unread-count/',
    { schema: { tags, summary: 'How many of your notifications are unread (the bell polls it)', response: { 200: UnreadCount } } },
    async (request) => ({ unread: await repository.unreadCount(request.userId) }),
  );

  app.post(
    '/notifications/:id/read/',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: NotificationParams,
        response: { 204: noContent('Marked read'), ...failures(404) },
      },
    },
    async (request, reply) => {
      if (!(await repository.markRead(request.userId, request.params.id))) throw notFound('Notification not found.');
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/read-all/',
    { schema: { tags, summary: 'Mark every notification read', response: { 200: ReadAllAnswer } } },
    async (request) => ({ updated: await repository.markAllRead(request.userId) }),
  );
};
export default notifications;
