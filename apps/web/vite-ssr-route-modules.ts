import path from 'node:path';
import type { Plugin } from 'vite';

/** The route registries: app/routes.tsx and each feature's routes.tsx. */
const ROUTES_FILE = /[\\/]src[\\/](?:app|features[\\/][^\\/]+)[\\/]routes\.tsx$/;
/** `import('./pages/HomePage')`: a relative, literal dynamic import. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * Server build only: tags what each lazy route's `import()` loads with that module's id (its path from the
 * web app's root, the key Vite's client manifest uses), via src/lib/route-modules.ts. The server renderer
 * then finds, for the routes a URL matched, their CSS and scripts in dist/.vite/manifest.json and links them
 * in the page's head, so the first paint is styled and hydration does not wait for a second round trip.
 */
export function ssrRouteModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'ipju:route-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      const ssr = options?.ssr === true || this.environment?.config.consumer === 'server';
      if (!ssr || !ROUTES_FILE.test(id)) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (found.length === 0) return null;
      const ids = await Promise.all(
        found.map(async (m) => {
          const resolved = await this.resolve(m[2]!, id);
          return resolved ? path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/') : null;
        }),
      );
      let out = '';
      let last = 0;
      found.forEach((m, i) => {
        const start = m.index;
        out += code.slice(last, start);
        const moduleId = ids[i];
        out += moduleId ? `${m[0]}.then((m) => __tagRouteModule(m, ${JSON.stringify(moduleId)}))` : m[0];
        last = start + m[0].length;
      });
      out += code.slice(last);
      const registry = JSON.stringify(path.join(root, 'src/lib/route-modules.ts'));
      return { code: `import { tagRouteModule as __tagRouteModule } from ${registry};\n${out}`, map: null };
    },
  };
}
