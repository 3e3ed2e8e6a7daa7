import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateClient } from './codegen';

/**
 * npm run generate -w @ipju/api-client: reads apps/server/openapi.json (written by the server's
 * generate:openapi) and writes src/generated/schema.ts and src/generated/operations.ts.
 */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_PATH = path.resolve(PACKAGE_ROOT, '../../apps/server/openapi.json');
export const GENERATED_DIR = path.join(PACKAGE_ROOT, 'src/generated');

export async function generateFromServerDocument() {
  const document: unknown = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
  return generateClient(document);
}

async function main() {
  const files = await generateFromServerDocument();
  mkdirSync(GENERATED_DIR, { recursive: true });
  writeFileSync(path.join(GENERATED_DIR, 'schema.ts'), files.schema);
  writeFileSync(path.join(GENERATED_DIR, 'operations.ts'), files.operations);
  const count = (files.operations.match(/^export async function /gm) ?? []).length;
  console.log(`wrote ${path.relative(process.cwd(), GENERATED_DIR)}/{schema,operations}.ts (${count} operations)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
