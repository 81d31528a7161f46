// The boundary check itself: a planted import past an entry file, into a feature from the kernel, out of
// the contract, or a new loop fails it; an import through an entry file passes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cruise, measure, loopLines } from './boundaries.mjs';

let tree: string;

/** Writes the files of a small project (path → source) into a fresh folder. */
function plant(files: Record<string, string>) {
  tree = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-boundaries-'));
  for (const [file, source] of Object.entries({
    'packages/contract/src/index.ts': 'export const a = 1;\n',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), source);
  }
}

/** The rules the tree breaks, one per violation. */
function broken() {
  const r = cruise({ cwd: tree, outputType: 'json' });
  const summary = JSON.parse(r.stdout).summary as { violations: { rule: { name: string } }[] };
  return summary.violations.map((v) => v.rule.name).sort();
}

const PROPERTIES = {
  'apps/api/src/modules/properties/index.ts': "export { findListing } from './service.ts';\n",
  'apps/api/src/modules/properties/service.ts':
    "import { listingRow } from './queries.ts';\nexport const findListing = () => listingRow();\n",
  'apps/api/src/modules/properties/queries.ts': 'export const listingRow = () => 1;\n',
};

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe('module boundaries', () => {
  it('let a module use another through its entry file', () => {
    plant({
      ...PROPERTIES,
      'apps/api/src/modules/favourites/service.ts':
        "import { findListing } from '../properties/index.ts';\nexport const f = () => findListing();\n",
    });
    expect(broken()).toEqual([]);
  });

  it("fail an import of another module's queries, from a module and from the composition", () => {
    plant({
      ...PROPERTIES,
      'apps/api/src/modules/favourites/service.ts':
        "import { listingRow } from '../properties/queries.ts';\nexport const f = () => listingRow();\n",
      'apps/api/src/app.ts':
        "import { findListing } from './modules/properties/service.ts';\nexport const g = findListing;\n",
    });
    expect(broken()).toEqual(['api-app-module-internals', 'api-module-internals']);
  });

  it('fail the kernel reaching up into a feature module, and the contract importing an app', () => {
    plant({
      ...PROPERTIES,
      'apps/api/src/lib/clock.ts':
        "import { findListing } from '../modules/properties/index.ts';\nexport const c = findListing;\n",
      'packages/contract/src/schema.ts':
        "import { findListing } from '../../../apps/api/src/modules/properties/index.ts';\nexport const s = findListing;\n",
    });
    expect(broken()).toEqual(['api-kernel-above-features', 'contract-stands-alone']);
  });

  it("fail an import of another web feature's component past its entry file", () => {
    plant({
      'apps/web/src/features/favourites/index.ts': "export { Heart } from './heart.tsx';\n",
      'apps/web/src/features/favourites/heart.tsx': 'export const Heart = () => null;\n',
      'apps/web/src/features/properties/card.tsx':
        "import { Heart } from '../favourites/heart.tsx';\nexport const Card = Heart;\n",
    });
    expect(broken()).toEqual(['web-feature-internals']);
  });

  it('report a new loop between two modules, each through the other’s entry file', () => {
    plant({
      'apps/api/src/modules/geo/index.ts': "import { b } from '../billing/index.ts';\nexport const a = () => b;\n",
      'apps/api/src/modules/billing/index.ts': 'export const b = () => 2;\n',
      'apps/api/src/modules/billing/invoice.ts': "import { a } from '../geo/index.ts';\nexport const c = () => a;\n",
    });
    expect(broken()).toEqual([]);
    const measures = measure(JSON.parse(cruise({ cwd: tree, outputType: 'json' }).stdout).modules);
    expect(measures.api.loops).toEqual([['billing', 'geo']]);
    expect(loopLines(measures)).toEqual(['api: billing, geo']);
  });
});
