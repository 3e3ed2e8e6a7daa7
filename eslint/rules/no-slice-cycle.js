import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `ipju/no-slice-cycle`: no cycle between slices (web features, server modules). A slice is a folder directly
 * under `options.slices` (e.g. apps/web/src/features/catalog). `import-x/no-cycle` sees cycles between files
 * only; two features can import each other through different files (catalog -> zzims -> catalog) without a
 * file cycle, and that is what this rule reports: an import from slice A to slice B when B already reaches A.
 *
 * The slice graph is read once per process from the files on disk (import and export specifiers); the file
 * being linted contributes the imports of its current text instead of its copy on disk.
 */
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const graphs = new Map();

function sliceOf(slicesDir, file) {
  const relative = path.relative(slicesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [slice, rest] = relative.split(path.sep, 2);
  return rest === undefined ? null : slice; // a file directly in the slices folder belongs to none
}

function targetSlice(slicesDir, fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return sliceOf(slicesDir, path.resolve(path.dirname(fromFile), specifier, 'x'));
}

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

/** file -> slices it imports (other than its own), from the files on disk. */
function diskGraph(slicesDir) {
  let graph = graphs.get(slicesDir);
  if (graph) return graph;
  graph = new Map();
  for (const file of walk(slicesDir, [])) {
    const own = sliceOf(slicesDir, file);
    const targets = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = targetSlice(slicesDir, file, match[1] ?? match[2]);
      if (target && target !== own) targets.add(target);
    }
    graph.set(file, { own, targets });
  }
  graphs.set(slicesDir, graph);
  return graph;
}

/** The slice path from `from` to `to` over the graph's edges (without `skipFile`), or null. */
function findPath(graph, skipFile, from, to) {
  const edges = new Map();
  for (const [file, { own, targets }] of graph) {
    if (file === skipFile) continue;
    const set = edges.get(own) ?? new Set();
    for (const t of targets) set.add(t);
    edges.set(own, set);
  }
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const slice = queue.shift();
    if (slice === to) {
      const pathOut = [];
      for (let s = to; s !== null; s = previous.get(s)) pathOut.unshift(s);
      return pathOut;
    }
    for (const next of edges.get(slice) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, slice);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noSliceCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between feature folders (slices).' },
    schema: [{ type: 'object', properties: { slices: { type: 'string' } }, required: ['slices'], additionalProperties: false }],
    messages: {
      cycle: "'{{from}}' imports '{{to}}', which already depends on '{{from}}' ({{path}}). Move the shared piece down (components/, lib/) instead of importing back.",
    },
  },
  create(context) {
    const slicesDir = path.resolve(context.cwd, context.options[0].slices);
    const file = context.filename;
    const own = sliceOf(slicesDir, file);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = targetSlice(slicesDir, file, specifier);
      if (!target || target === own) return;
      const back = findPath(diskGraph(slicesDir), file, target, own);
      if (back) context.report({ node, messageId: 'cycle', data: { from: own, to: target, path: [own, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const ipjuPlugin = { rules: { 'no-slice-cycle': noSliceCycle } };
