import { Type, type Static } from 'typebox';
import type { QuoteAction } from '../../credits/quote.ts';
import { IdText } from '../../lib/ids.ts';
import { Nullable, SearchFilterFields } from '../search/schemas.ts';

const QuoteActionSchema = Type.Union(
  [
    Type.Literal('search'),
    Type.Literal('auction_search'),
    Type.Literal('download'),
    Type.Literal('auction_download'),
    Type.Literal('report'),
  ],
  { description: 'What to price: a search, an auction search, a download, an auction download or a full report.' },
);
// The domain's list of actions and this schema name the same actions.
const sameActions: [Static<typeof QuoteActionSchema>, QuoteAction] extends [QuoteAction, Static<typeof QuoteActionSchema>] ? true : never =
  true;
void sameActions;

/**
 * GET /credits/quote/: the action to price and what it would act on: a search's fields (search, auction_search,
 * download, auction_download, with file_type for a download) or a report's address or property_id.
 */
export const QuoteQuerystring = Type.Object({
  ...SearchFilterFields,
  action: QuoteActionSchema,
  file_type: Type.Optional(Type.String({ maxLength: 20, description: "A download's format: excel (default), pdf, csv or json." })),
  property_id: Type.Optional(IdText),
  address: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: "A report's address (or give property_id)." })),
});
export type QuoteQuerystring = Static<typeof QuoteQuerystring>;

/** The price of an action before it is made: the same price its charge then takes. */
export const QuoteAnswer = Type.Object({
  action: QuoteActionSchema,
  label: Type.String({ description: 'What it buys, in the words its ledger row will have.' }),
  cost: Type.Integer({ description: 'Credits the action costs now (0 when it is free).' }),
  balance: Type.Integer({ description: 'The credit balance now.' }),
  balance_after: Type.Integer({ description: 'The balance once the action is paid; unchanged when the balance cannot pay for it.' }),
  affordable: Type.Boolean({ description: 'Whether the balance covers the cost (the action answers 402 otherwise).' }),
  free_reason: Nullable(Type.String({ description: 'Why it costs nothing, in words a person reads.' })),
  free_until: Nullable(Type.String({ description: 'Until when it stays free (a paid-once window).' })),
  cap_remaining: Type.Optional(
    Type.Integer({
      description: 'A team member with a monthly credit cap: the credits it leaves them this month (UTC); absent without a cap.',
    }),
  ),
  cap_note: Type.Optional(
    Nullable(
      Type.String({
        description:
          "With a cap: when the member's cap, not the team's balance, is what limits them, the cap and its remainder in words; else null.",
      }),
    ),
  ),
});
export type QuoteAnswer = Static<typeof QuoteAnswer>;
