import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-text.js';

// The fixtures are not files on disk: their text is linted as if it lived at the given path, with the
// project's own configuration.
describe('ipju/no-slice-cycle', () => {
  it('reports a feature importing back a feature that depends on it (home already shows catalog cards)', async () => {
    const messages = await lintAs('apps/web/src/features/catalog/cycle-fixture.ts', "export { routes } from '../home';\n");
    expect(messages).toContainEqual(expect.objectContaining({ ruleId: 'ipju/no-slice-cycle' }));
    expect(messages.find((m) => m.ruleId === 'ipju/no-slice-cycle')?.message).toContain('catalog -> home');
  });

  it('lets a feature import one that does not depend on it', async () => {
    const messages = await lintAs('apps/web/src/features/home/cycle-fixture.ts', "export { routes } from '../catalog';\n");
    expect(messages.filter((m) => m.ruleId === 'ipju/no-slice-cycle')).toEqual([]);
  });
});
