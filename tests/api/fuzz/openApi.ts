/** The parts of an OpenAPI 3 document (as @fastify/swagger produces it) that the fuzz and hostile-input tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  const?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface DocOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export type OpenApi = { paths: Record<string, Record<string, DocOperation>> };

/** One concrete request: method, URL with its query, and a body as sent on the wire. */
export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** The schema's `type` as a list. */
export const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** The schema's variants (anyOf / oneOf), or the schema itself. */
export const variantsOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? [schema];

/** True when the field takes a number (in any of its variants). */
export const isNumeric = (schema: JsonSchema) =>
  variantsOf(schema).some((variant) => typesOf(variant).some((type) => type === 'integer' || type === 'number'));

/** The names a call takes: its parameters and its bodies' fields, nested ones included (a saved search's query.location). */
export function fieldNames(operation: DocOperation): string[] {
  const names = (operation.parameters ?? []).map((parameter) => parameter.name);
  const visit = (schema: JsonSchema | undefined, depth: number) => {
    if (!schema || depth > 4) return;
    for (const [key, inner] of Object.entries(schema.properties ?? {})) {
      names.push(key);
      visit(inner, depth + 1);
    }
    visit(schema.items, depth + 1);
    for (const variant of schema.anyOf ?? schema.oneOf ?? []) visit(variant, depth + 1);
  };
  for (const { schema } of Object.values(operation.requestBody?.content ?? {})) visit(schema, 0);
  return [...new Set(names)];
}
