import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateClient, OPERATION_DIR } from './codegen';

/**
 * npm run generate -w @ipju/api-client: reads apps/server/openapi.json (written by the server's
 * generate:openapi) and writes src/generated/schema.ts and src/generated/operations.ts.
 */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPENAPI_PATH = path.resolve(PACKAGE_ROOT, '../../apps/server/openapi.json');
export const GENERATED_DIR = path.join(PACKAGE_ROOT, 'src/generated');
export const OPERATIONS_DIR = path.join(GENERATED_DIR, OPERATION_DIR);

export async function generateFromServerDocument() {
  const document: unknown = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
  return generateClient(document);
}

async function main() {
  const files = await generateFromServerDocument();
  mkdirSync(GENERATED_DIR, { recursive: true });
  writeFileSync(path.join(GENERATED_DIR, 'schema.ts'), files.schema);
  writeFileSync(path.join(GENERATED_DIR, 'operations.ts'), files.operations);
  writeFileSync(path.join(GENERATED_DIR, 'metadata.ts'), files.metadata);
  // Rewritten whole, so an operation removed from the document leaves no file behind.
  rmSync(OPERATIONS_DIR, { recursive: true, force: true });
  mkdirSync(OPERATIONS_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files.operationFiles)) writeFileSync(path.join(OPERATIONS_DIR, name), text);
  const count = Object.keys(files.operationFiles).length;
  console.log(`wrote ${path.relative(process.cwd(), GENERATED_DIR)}/{schema,operations,metadata}.ts and ${OPERATION_DIR}/ (${count} operations)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
