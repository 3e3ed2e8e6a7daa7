// Bundles the server into dist/main.js. Workspace packages (@ipju/*, TypeScript sources) are bundled in;
// every other dependency stays an import from node_modules.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@ipju/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
// The HEIC decoder's worker thread (plain JavaScript) is loaded from beside the bundle.
copyFileSync('src/lib/image/heic-worker.mjs', 'dist/heic-worker.mjs');
console.log('built apps/server/dist/main.js');
