import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './openapiDocument.ts';

/**
 * npm run generate:client: the types of the typed API client (sdk/) from the OpenAPI document the routes make. CI
 * regenerates them and fails when the committed file differs, so the client never drifts from the API.
 */
const out = path.resolve('sdk/schema.ts');
const header =
  '/**\n * The PropScout API as TypeScript types, generated from the OpenAPI document by `npm run generate:client`\n' +
  ' * (scripts/generateClient.ts, openapi-typescript). Do not edit: regenerate after changing a route.\n */\n\n';
const ast = await openapiTS((await openApiDocument()) as unknown as OpenAPI3);
const text = await format(header + astToString(ast), { ...(await resolveConfig(out)), filepath: out });
fs.writeFileSync(out, text);
console.log(`API client types written to ${path.relative(process.cwd(), out)}`);
