import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapiDocument.ts';

/** npm run lint:openapi: writes the OpenAPI document to the file named (default data/openapi.json) for redocly to lint. */
const out = path.resolve(process.argv[2] ?? 'data/openapi.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
