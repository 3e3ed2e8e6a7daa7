import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/paths';
import { buildOpenApiDocument, serializeDocument } from './openapi-document';

describe('openapi.json', () => {
  it('is current: run `npm run generate` after changing a route or schema', async () => {
    const checkedIn = readFileSync(path.join(SERVER_ROOT, 'openapi.json'), 'utf8');
    expect(serializeDocument(await buildOpenApiDocument())).toBe(checkedIn);
  });

  it('gives every operation a stable operationId, a Korean summary and a tag', async () => {
    const doc = (await buildOpenApiDocument()) as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
    };
    const ids = new Set<string>();
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${url}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(op.operationId!), `${where} reuses ${op.operationId}`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary, where).toMatch(/[가-힣]/);
        expect(op.tags?.length, where).toBe(1);
      }
    }
  });
});
