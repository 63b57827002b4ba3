/**
 * In-app notifications as the API answers them, and their words (one place: the bell and the API read these). Plain
 * TypeScript beside TypeBox: the client imports this file.
 */
import { Type, type Static } from 'typebox';
import { IdParams } from '../lib/ids.ts';
import { PageQuery } from '../lib/pagination.ts';
import { eventText, type ListingEvent } from '../listings/history/schemas.ts';

export const NOTIFICATION_KIND_LABELS = {
  new_match: 'New matches',
  price_drop: 'Price drop',
  status_change: 'Status change',
  auction_date_change: 'Auction moved',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KIND_LABELS;

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([
    Type.Literal('new_match'),
    Type.Literal('price_drop'),
    Type.Literal('status_change'),
    Type.Literal('auction_date_change'),
  ]),
  kind_label: Type.String({ description: 'The kind in words.' }),
  title: Type.String({ description: 'What it is about: the saved search or the property.' }),
  body: Type.String({ description: 'What happened, in words.' }),
  link: Type.String({ description: 'The portal page it leads to (a path).' }),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = Type.Intersect([
  PageQuery,
  Type.Object({ unread: Type.Optional(Type.Boolean({ description: 'true: only the unread ones.' })) }),
]);
export const NotificationParams = IdParams;
export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export const ReadAllAnswer = Type.Object({ updated: Type.Integer({ minimum: 0 }) });

/** A listing's change: the listing and the history event (server/listings/history); the saved search that matched it, if any. */
export interface ListingChangeData extends Omit<ListingEvent, 'source'> {
  listing_id: number;
  address: string;
  city: string;
  state: string;
  /** Absent for a saved property's change. */
  saved_search?: { id: number; name: string };
}
/** An alert run that found new listings for a saved search. */
export interface NewMatchData {
  saved_search_id: number;
  name: string;
  total: number;
}

/** A stored notification in words and with its link. */
export function notificationText(
  kind: NotificationKind,
  data: ListingChangeData | NewMatchData,
  money: (n: number) => string,
): { title: string; body: string; link: string } {
  if (kind === 'new_match') {
    const match = data as NewMatchData;
    return {
      title: match.name,
      body: `${match.total.toLocaleString('en-US')} new ${match.total === 1 ? 'listing matches' : 'listings match'} this saved search`,
      link: `/products/lists/saved-searches/${match.saved_search_id}`,
    };
  }
  const change = data as ListingChangeData;
  const what = eventText({ ...change, source: 'import' }, money);
  return {
    title: `${change.address}, ${change.city}, ${change.state}`,
    body: change.saved_search ? `${what} · matches your saved search "${change.saved_search.name}"` : what,
    link: `/products/properties/${change.listing_id}`,
  };
}
