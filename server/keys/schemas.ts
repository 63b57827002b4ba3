import { Type, type Static } from 'typebox';

/** A parameter of a developer API endpoint, as the endpoint documentation lists it. */
export const EndpointParameter = Type.Object({
  name: Type.String(),
  in: Type.Union([Type.Literal('query'), Type.Literal('body'), Type.Literal('path')]),
  required: Type.Boolean(),
  type: Type.String(),
  description: Type.Optional(Type.String()),
  enum: Type.Optional(Type.Array(Type.String())),
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  max_length: Type.Optional(Type.Integer()),
});
export type EndpointParameter = Static<typeof EndpointParameter>;

const summaryFields = {
  id: Type.String(),
  method: Type.String(),
  path: Type.String(),
  summary: Type.String(),
  credits: Type.String(),
  rate_limit_per_minute: Type.Integer(),
};

/** One endpoint in the list GET /endpoints/ answers. */
export const EndpointSummary = Type.Object(summaryFields);
export type EndpointSummary = Static<typeof EndpointSummary>;

export const EndpointList = Type.Object({
  count: Type.Integer(),
  next: Type.Null(),
  previous: Type.Null(),
  results: Type.Array(EndpointSummary),
});

/** GET /endpoints/{id}: an endpoint's documentation, with its parameters, answer schema and examples. */
export const EndpointDetail = Type.Object({
  ...summaryFields,
  description: Type.String(),
  parameters: Type.Array(EndpointParameter),
  response_schema: Type.Object({}, { additionalProperties: true }),
  examples: Type.Object({ curl: Type.String(), javascript: Type.String(), typescript: Type.String() }),
});
export type EndpointDetail = Static<typeof EndpointDetail>;

export const AuditCheck = Type.Object({ id: Type.String(), label: Type.String(), ok: Type.Boolean(), detail: Type.String() });
export type AuditCheck = Static<typeof AuditCheck>;

/** GET /templates/audit/report/: what the website audit found where the widget should be installed. */
export const AuditReport = Type.Object({
  website: Type.String(),
  final_url: Type.String(),
  https: Type.Boolean(),
  reachable: Type.Boolean(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  snippet_found: Type.Boolean(),
  embed_id: Type.Union([Type.String(), Type.Null()]),
  key_name: Type.Union([Type.String(), Type.Null()]),
  key_valid: Type.Boolean(),
  origin_allowed: Type.Boolean(),
  checks: Type.Array(AuditCheck),
  fixes: Type.Array(Type.String()),
});
export type AuditReport = Static<typeof AuditReport>;
