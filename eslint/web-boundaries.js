import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Web import direction (docs/CONVENTIONS.md "Boundaries (web)"):
 *   app/ -> features/<feature>/ -> components/, lib/, styles/
 * A feature enters another only through its index.ts, the UI kit's internal/ stays inside components/ui, and
 * test helpers (src/test/, a feature's test/) are for tests only. Zones are judged on the resolved file
 * (eslint/resolver.js), so '../../catalog' is catalog/index.ts and a deep path is caught however it is spelled.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';
const at = (...parts) => `./${path.posix.join(web, ...parts)}`;

const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TEST_FILES = [`${web}/**/*.test.{ts,tsx}`, `${web}/**/test/**/*.{ts,tsx}`];

const zones = [
  {
    target: [at('features'), at('components'), at('lib'), at('styles')],
    from: at('app'),
    message: 'app/ (router, providers, shell) is the top: move what pages need down to components/layout or lib/.',
  },
  {
    target: [at('components'), at('lib'), at('styles')],
    from: at('features'),
    message: 'components/, lib/ and styles/ sit below the features: take the feature part as a prop, or move it down.',
  },
  // One zone per feature: the other features (and src/test) may import only its index.ts.
  ...features.map((feature) => ({
    target: [...features.filter((other) => other !== feature).map((other) => at('features', other)), at('test')],
    from: at('features', feature),
    except: ['./index.ts'],
    message:
      `Import the ${feature} feature through its index.ts ('features/${feature}'): ` +
      'export the piece there, or move it down to components/ or lib/ when several features share it.',
  })),
  {
    target: [at('!(components)/**'), at('components/!(ui)/**'), at('*.{ts,tsx}')],
    from: at('components/ui/internal'),
    message: "components/ui/internal is the kit's own: use what components/ui exports (or lib/cx for class names).",
  },
];

/** Application code never imports test helpers; tests may (src/test/ renders the real shell from app/). */
const testHelpers = {
  target: at('**'),
  from: [at('**/test/**')],
  message: 'Test helpers (src/test/, a feature\'s test/) are for *.test files only.',
};

const restrict = (list) => ['error', { basePath: root, zones: list }];

export const webBoundaries = [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrict([...zones, testHelpers]) },
  },
  { files: TEST_FILES, rules: { 'import-x/no-restricted-paths': restrict(zones) } },
];
