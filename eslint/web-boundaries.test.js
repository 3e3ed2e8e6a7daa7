import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-text.js';

// The fixtures are not files on disk: their text is linted as if it lived at the given path, with the
// project's own configuration (eslint/web-boundaries.js through eslint.config.js).
const RULE = 'import-x/no-restricted-paths';

/** The boundary messages for `code` linted as the file at apps/web/src/`file`. */
async function crossings(file, code) {
  return (await lintAs(`apps/web/src/${file}`, code)).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('web import boundaries', () => {
  it('reports a feature importing app/', async () => {
    const messages = await crossings('features/catalog/boundary-fixture.ts', "export { featureRoutes } from '../../app/routes';\n");
    expect(messages).toEqual([expect.stringContaining('app/ (router, providers, shell) is the top')]);
  });

  it("reports a feature importing another feature's internals, and lets it use that feature's index.ts", async () => {
    const internal = await crossings(
      'features/home/boundary-fixture.ts',
      "export { ItemGroups } from '../catalog/components/ItemGroups';\n",
    );
    expect(internal).toEqual([expect.stringContaining("Import the catalog feature through its index.ts ('features/catalog')")]);

    const throughIndex = await crossings('features/home/boundary-fixture.ts', "export { ItemGroups } from '../catalog';\n");
    expect(throughIndex).toEqual([]);
  });

  it("reports a test reaching into another feature's internals too", async () => {
    const messages = await crossings(
      'features/reviews/boundary-fixture.test.ts',
      "export { CHOSEN_APARTMENT_KEY } from '../apartment/chosen-apartment';\n",
    );
    expect(messages).toEqual([expect.stringContaining('Import the apartment feature through its index.ts')]);
  });

  it('reports components/ui/internal imported from outside the kit, and lets the kit use it', async () => {
    const fromFeature = await crossings('features/cart/boundary-fixture.ts', "export { Dialog } from '../../components/ui/internal/Dialog';\n");
    expect(fromFeature).toEqual([expect.stringContaining("components/ui/internal is the kit's own")]);

    const fromLayout = await crossings('components/layout/boundary-fixture.ts', "export { Portal } from '../ui/internal/Portal';\n");
    expect(fromLayout).toEqual([expect.stringContaining("components/ui/internal is the kit's own")]);

    const fromKit = await crossings('components/ui/Modal/boundary-fixture.ts', "export { Dialog } from '../internal/Dialog';\n");
    expect(fromKit).toEqual([]);
  });

  it('reports components/ or lib/ importing a feature', async () => {
    const fromComponents = await crossings('components/entities/boundary-fixture.ts', "export { ZzimButton } from '../../features/zzims';\n");
    expect(fromComponents).toEqual([expect.stringContaining('components/, lib/ and styles/ sit below the features')]);

    const fromLib = await crossings('lib/boundary-fixture.ts', "export { useAuth } from '../features/auth';\n");
    expect(fromLib).toEqual([expect.stringContaining('components/, lib/ and styles/ sit below the features')]);
  });

  it('reports application code importing test helpers, which tests may import', async () => {
    const fromPage = await crossings('features/cart/boundary-fixture.ts', "export { SIGNED_IN } from '../../test/signed-in';\n");
    expect(fromPage).toEqual([expect.stringContaining('Test helpers (src/test/')]);

    const fromTest = await crossings('features/cart/boundary-fixture.test.ts', "export { SIGNED_IN } from '../../test/signed-in';\n");
    expect(fromTest).toEqual([]);
  });

  it('lets a feature import components/, lib/, styles/ and its own files', async () => {
    const code = [
      "export { PageHeader } from '../../components/layout/PageHeader';",
      "export { ItemCard } from '../../components/entities/ItemCard/ItemCard';",
      "export { Button } from '../../components/ui';",
      "export { cx } from '../../lib/cx';",
      "export { orderPath } from '../../lib/paths';",
      "export { BOTTOM_NAV_HEIGHT } from '../../styles/tokens';",
      "export { useZzimList } from './api/listZzims';",
      '',
    ].join('\n');
    // No rule at all reports (not only the boundary rule).
    expect(await lintAs('apps/web/src/features/zzims/boundary-fixture.ts', code)).toEqual([]);
  });
});
