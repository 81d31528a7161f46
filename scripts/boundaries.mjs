// The module boundaries (.dependency-cruiser.cjs), checked by `npm run lint`, and the measures of the
// module map that docs/architecture.md reports. Usage:
//   node scripts/boundaries.mjs            fails on any violation of the rules or any loop of units
//   node scripts/boundaries.mjs --measure  prints the measures (imports past entry files, loops, depth)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

/**
 * Every loop of units, as "side: a, b, …" lines.
 * @param {ReturnType<typeof measure>} measures
 */
export function loopLines(measures) {
  return Object.entries(measures).flatMap(([side, m]) => m.loops.map((loop) => `${side}: ${loop.join(', ')}`));
}

/**
 * Runs dependency-cruiser over `apps` and `packages` below `cwd` with the project's rules.
 * @param {{ cwd?: string, outputType?: string }} [options]
 */
export function cruise({ cwd = root, outputType = 'err' } = {}) {
  const args = ['apps', 'packages', '--config', CONFIG, '--output-type', outputType];
  return spawnSync(depcruise, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** @typedef {{ source: string, dependencies: { resolved: string, dependencyTypes: string[] }[] }} CruisedModule */

/**
 * The unit a file belongs to: an API module or a web feature, or null for everything else.
 * @param {string} file
 */
function unitOf(file) {
  const m = /^apps\/(api)\/src\/modules\/([^/]+)\/|^apps\/(web)\/src\/features\/([^/]+)\//.exec(file);
  if (!m) return null;
  return m[1] ? { side: 'api', name: m[2] } : { side: 'web', name: m[4] };
}

/**
 * The longest chain of units importing units (counted in units), over the unit graph's loops-free part.
 * @param {Map<string, Set<string>>} graph
 */
function longestChain(graph) {
  /** @type {Map<string, number>} */
  const memo = new Map();
  /** @param {string} node @param {Set<string>} path */
  const depth = (node, path) => {
    if (memo.has(node)) return /** @type {number} */ (memo.get(node));
    let best = 1;
    for (const next of graph.get(node) ?? []) {
      if (path.has(next)) continue;
      path.add(next);
      best = Math.max(best, 1 + depth(next, path));
      path.delete(next);
    }
    memo.set(node, best);
    return best;
  };
  return Math.max(0, ...[...graph.keys()].map((n) => depth(n, new Set([n]))));
}

/**
 * The loops of the unit graph: its strongly connected parts of more than one unit (Tarjan), each sorted.
 * @param {Map<string, Set<string>>} graph
 */
function loops(graph) {
  let index = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const found = [];
  /** @param {string} node */
  const visit = (node) => {
    const mark = { index, low: index };
    index += 1;
    seen.set(node, mark);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const other = seen.get(next);
      if (!other) {
        visit(next);
        mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (seen.get(next)).low);
      } else if (stack.includes(next)) mark.low = Math.min(mark.low, other.index);
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const part = [];
    let top;
    do {
      top = /** @type {string} */ (stack.pop());
      part.push(top);
    } while (top !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return found;
}

/**
 * @typedef {{ units: number, withEntryFile: number, importsBypassingEntry: number,
 *   pairsImportingEachOther: string[], loops: string[][], longestChain: number }} SideMeasures
 */

/**
 * @param {CruisedModule[]} modules
 * @returns {{ api: SideMeasures, web: SideMeasures }}
 */
export function measure(modules) {
  /** @type {Record<string, SideMeasures>} */
  const result = {};
  for (const side of ['api', 'web']) {
    const entry = side === 'api' ? /\/index\.ts$/ : /\/index\.tsx?$/;
    /** @type {Map<string, Set<string>>} */
    const graph = new Map();
    const units = new Set();
    const withEntry = new Set();
    let bypassing = 0;
    for (const mod of modules) {
      const from = unitOf(mod.source);
      if (from?.side === side) {
        units.add(from.name);
        if (entry.test(mod.source) && mod.source.split('/').length === 6) withEntry.add(from.name);
      }
      // Tests and their factories may set up data through a module's insides; the measures are of the product.
      if (/\.(unit\.)?test\.tsx?$|^apps\/(api|web)\/(test|fuzz)\//.test(mod.source)) continue;
      for (const dep of mod.dependencies) {
        const to = unitOf(dep.resolved);
        if (!to || to.side !== side || to.name === from?.name) continue;
        if (!entry.test(dep.resolved) || dep.resolved.split('/').length !== 6) bypassing += 1;
        if (from?.side === side) {
          if (!graph.has(from.name)) graph.set(from.name, new Set());
          graph.get(from.name)?.add(to.name);
        }
      }
    }
    const pairs = [...graph].flatMap(([a, tos]) =>
      [...tos].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a}↔${b}`),
    );
    result[side] = {
      units: units.size,
      withEntryFile: withEntry.size,
      importsBypassingEntry: bypassing,
      pairsImportingEachOther: pairs,
      loops: loops(graph),
      longestChain: longestChain(graph),
    };
  }
  return { api: result.api, web: result.web };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--measure')) {
    const r = cruise({ outputType: 'json' });
    console.log(JSON.stringify(measure(JSON.parse(r.stdout).modules), null, 2));
  } else {
    const r = cruise();
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    const foundLoops = loopLines(measure(JSON.parse(cruise({ outputType: 'json' }).stdout).modules));
    for (const loop of foundLoops) console.error(`  error unit-loop: ${loop}`);
    process.exit(r.status === 0 && foundLoops.length === 0 ? 0 : 1);
  }
}
