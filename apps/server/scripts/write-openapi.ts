import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, serializeDocument } from '../src/openapi-document';
import { SERVER_ROOT } from '../src/lib/paths';

/** Writes apps/server/openapi.json; the api-client is generated from it (npm run generate). */
const target = path.join(SERVER_ROOT, 'openapi.json');
writeFileSync(target, serializeDocument(await buildOpenApiDocument()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
