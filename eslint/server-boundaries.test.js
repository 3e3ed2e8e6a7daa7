import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-text.js';

const zoneErrors = (messages) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

// Fixture texts linted as if they lived at the given path (nothing is written to disk); the imported files are
// real, so the resolver finds them.
describe('server boundaries (import-x/no-restricted-paths)', () => {
  it('reports a plugin importing a module', async () => {
    const messages = await lintAs(
      'apps/server/src/plugins/boundary-fixture.ts',
      "export { createSharePages } from '../modules/share-meta/share-pages';\n",
    );
    expect(zoneErrors(messages)).toHaveLength(1);
    expect(zoneErrors(messages)[0].message).toContain('plugins/, lib/ and db/ sit below the modules');
  });

  it('reports lib importing a module, even through its index.ts', async () => {
    const messages = await lintAs('apps/server/src/lib/boundary-fixture.ts', "export { grantPoints } from '../modules/points';\n");
    expect(zoneErrors(messages)).toHaveLength(1);
  });

  it('reports db importing the seed', async () => {
    const messages = await lintAs('apps/server/src/db/boundary-fixture.ts', "export { seedDemoData } from '../seed';\n");
    expect(zoneErrors(messages)).toHaveLength(1);
  });

  it("reports a module importing another module's repository", async () => {
    const messages = await lintAs(
      'apps/server/src/modules/billing/boundary-fixture.ts',
      "export { findActiveItem } from '../items/items.repository';\n",
    );
    expect(zoneErrors(messages)).toHaveLength(1);
    expect(zoneErrors(messages)[0].message).toContain("Import the 'items' module through its index.ts");
  });

  it("reports the seed importing a module's internals", async () => {
    const messages = await lintAs('apps/server/src/seed/boundary-fixture.ts', "export { grantPoints } from '../modules/points/points.ledger';\n");
    expect(zoneErrors(messages)).toHaveLength(1);
  });

  it("reports a benchmark or a script importing a module's internals, and lets them use its index.ts", async () => {
    const bench = await lintAs('apps/server/bench/boundary-fixture.ts', "export { encodeCursor } from '../src/modules/reviews/review-cursor';\n");
    expect(zoneErrors(bench)).toHaveLength(1);
    expect(zoneErrors(bench)[0].message).toContain("Import the 'reviews' module through its index.ts");
    const script = await lintAs('apps/server/scripts/boundary-fixture.ts', "export { findActiveItem } from '../src/modules/items/items.repository';\n");
    expect(zoneErrors(script)).toHaveLength(1);
    expect(zoneErrors(await lintAs('apps/server/bench/boundary-fixture.ts', "export { encodeCursor } from '../src/modules/reviews';\n"))).toEqual([]);
  });

  it("lets a module import another module's index.ts, and its own files", async () => {
    const messages = await lintAs(
      'apps/server/src/modules/billing/boundary-fixture.ts',
      "export { createItemsService } from '../items';\nexport { createBillingService } from './billing.service';\n",
    );
    expect(zoneErrors(messages)).toEqual([]);
  });

  it('lets the composition root and the seed import modules through their index.ts', async () => {
    expect(zoneErrors(await lintAs('apps/server/src/boundary-fixture.ts', "export { createItemsService } from './modules/items';\n"))).toEqual([]);
    expect(zoneErrors(await lintAs('apps/server/src/seed/boundary-fixture.ts', "export { grantPoints } from '../modules/points';\n"))).toEqual([]);
  });
});
