import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-text.js';

// Fixture texts linted as if they lived at the given path, with the project's configuration (eslint/web-api-access.js).

/** The messages of `rule` for `code` linted as the file at apps/web/src/`file`. */
async function reports(rule, file, code) {
  return (await lintAs(`apps/web/src/${file}`, code)).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('web API access', () => {
  it('reports a page calling the generated client or writing a query inline, and lets an operation file do both', async () => {
    const code =
      "import { api } from '@ipju/api-client';\nimport { useQuery } from '@tanstack/react-query';\n" +
      "export const useItems = () => useQuery({ queryKey: ['items'], queryFn: () => api.listItems({}) });\n";
    const inPage = await reports('no-restricted-imports', 'features/catalog/pages/AccessFixture.tsx', code);
    expect(inPage).toEqual([
      expect.stringContaining('Calling the generated client belongs in an operation file'),
      expect.stringContaining('A query or mutation belongs in an operation file'),
    ]);
    expect(await reports('no-restricted-imports', 'features/catalog/api/listItems.ts', code)).toEqual([]);
  });

  it('lets a page use isApiError and the query client', async () => {
    const code =
      "import { isApiError } from '@ipju/api-client';\nimport { useQueryClient } from '@tanstack/react-query';\n" +
      'export const fixture = [isApiError, useQueryClient];\n';
    expect(await reports('no-restricted-imports', 'features/orders/pages/AccessFixture.tsx', code)).toEqual([]);
  });

  it('reports a test mocking the client or an api/ file', async () => {
    const client = await reports('no-restricted-syntax', 'features/orders/pages/Access.test.tsx', "vi.mock('@ipju/api-client', () => ({}));\n");
    expect(client).toEqual([expect.stringContaining('Stub the API with src/test/api-mock.ts')]);
    const operations = await reports('no-restricted-syntax', 'features/catalog/Access.test.tsx', "vi.mock('../catalog/api/operations');\n");
    expect(operations).toEqual([expect.stringContaining('Stub the API with src/test/api-mock.ts')]);
    expect(await reports('no-restricted-syntax', 'features/checkout/Access.test.tsx', "vi.mock('./payment/request-pay');\n")).toEqual([]);
  });
});
