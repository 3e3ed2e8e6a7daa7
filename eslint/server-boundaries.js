import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Server import direction (docs/CONVENTIONS.md "Boundaries (server)"):
 *   app.ts, services.ts, main.ts, seed/  ->  modules/<feature>/index.ts  ->  lib/, db/, plugins/
 * - plugins/, lib/ and db/ never import a module or the seed: a plugin that needs a module's work takes
 *   it as an option (typed on the plugin's side) and app.ts passes the module's implementation.
 * - A module is entered only through its index.ts: from another module, the composition root, the seed,
 *   the tests, the benchmarks (bench/) or the scripts (scripts/). Its repository and other files are its own.
 * Cycles between modules are ipju/no-slice-cycle's job.
 */
const root = path.resolve(import.meta.dirname, '..');
const server = './apps/server';
const modulesDir = `${server}/src/modules`;

/** Every module folder, read when the configuration loads, so a new module is covered without editing this file. */
const modules = readdirSync(path.join(root, modulesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const lowerLayers = {
  target: [`${server}/src/plugins`, `${server}/src/lib`, `${server}/src/db`],
  from: [modulesDir, `${server}/src/seed`],
  message:
    'plugins/, lib/ and db/ sit below the modules: take the module\'s work as an option typed on this side (app.ts passes it), or move the shared piece down to lib/.',
};

/**
 * Everything outside module `name` that may import a module: other modules, modules/*.ts, the composition
 * root, the seed, the tests, the benchmarks (bench/) and the build and generator scripts (scripts/).
 */
const outside = (name) => [
  ...modules.filter((other) => other !== name).map((other) => `${modulesDir}/${other}`),
  `${modulesDir}/*.ts`,
  `${server}/src/*.ts`,
  `${server}/src/seed`,
  `${server}/test`,
  `${server}/bench`,
  `${server}/scripts`,
];

const onlyThroughIndex = modules.map((name) => ({
  target: outside(name),
  from: `${modulesDir}/${name}`,
  except: ['./index.ts'],
  message: `Import the '${name}' module through its index.ts (modules/${name}); export what you need there, or move a piece several modules share down to lib/.`,
}));

export const serverBoundaries = [
  {
    files: ['apps/server/{src,test,bench,scripts}/**/*.{ts,mjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [lowerLayers, ...onlyThroughIndex] }],
    },
  },
];
