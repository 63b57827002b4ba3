import { Type } from 'typebox';
import { Id, IdParams, IdText } from '../../lib/ids.ts';
import { MAX_ORIGINS } from '../../keys/origins.ts';
import { MAX_KEY_NAME, MAX_WIDGET_DAILY_CREDITS, MAX_WIDGET_SESSION_CREDITS } from '../../keys/keyService.ts';

const Origins = Type.Array(Type.String({ maxLength: 300 }), {
  maxItems: MAX_ORIGINS,
  description: 'Websites allowed to embed the widget: "https://host[:port]" or "http://localhost[:port]".',
});

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'The start of the key, shown in place of the secret.' }),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  request_count: Type.Integer(),
  embed_id: Type.String(),
  allowed_origins: Type.Array(Type.String()),
  widget_session_credits: Type.Integer({ description: 'Credits the website widget may spend per visitor session.' }),
  widget_daily_credits: Type.Integer({ description: 'Credits the website widget may spend per day (UTC).' }),
});

export const NewApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  key: Type.String({ description: 'The full key: shown now and never again (only its hash is stored).' }),
  prefix: Type.String(),
  created_at: Type.String(),
  embed_id: Type.String(),
  allowed_origins: Type.Array(Type.String()),
});

export const GenerateQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: MAX_KEY_NAME }) });
export const KeyIdQuery = Type.Object({ key_id: Id() });
export const KeyParams = IdParams;
export const OriginsBody = Type.Object({ allowed_origins: Origins });
export const WidgetCreditsBody = Type.Object(
  {
    widget_session_credits: Type.Integer({ minimum: 0, maximum: MAX_WIDGET_SESSION_CREDITS }),
    widget_daily_credits: Type.Integer({ minimum: 0, maximum: MAX_WIDGET_DAILY_CREDITS }),
  },
  { additionalProperties: false },
);
export const DeleteAnswer = Type.Object({ id: Type.Integer() });
export const ApiCallItem = Type.Object({
  id: Type.Integer(),
  called_at: Type.String(),
  method: Type.String(),
  route: Type.String(),
  status: Type.Integer(),
  credits: Type.Integer(),
  duration_ms: Type.Integer(),
});

export const EmbedSessionBody = Type.Object({
  embed_id: Type.String({ pattern: '^emb_[A-Za-z0-9_-]{1,40}$', maxLength: 44 }),
  parent_origin: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 300,
      description: "The website framing the widget's page (read by the page from its frame); must agree with the browser's Origin.",
    }),
  ),
  property_id: Type.Optional({ ...IdText, description: "The report widget's listing: its report may be opened." }),
  renewing_token: Type.Optional(
    Type.String({ maxLength: 2000, description: 'The current token, to keep its visitor session (and what it spent) when renewing.' }),
  ),
});
export const EmbedSessionAnswer = Type.Object({ token: Type.String(), expires_at: Type.String(), allowed: Type.Boolean() });
