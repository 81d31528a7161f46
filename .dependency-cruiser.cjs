/**
 * The boundaries of the modular monolith, checked by `npm run lint` (docs/architecture.md, "Boundaries").
 *
 * API: every folder under apps/api/src/modules is a module; other code uses only its entry file
 * (`index.ts`). The platform kernel (lib, db, adapters, plugins, realtime) stands below the feature
 * modules and may use only the kernel modules users and auth. Web: every folder under
 * apps/web/src/features is a feature with its entry file `index.ts`. The contract imports nothing of the apps.
 * Loops between modules (or features) are found by scripts/boundaries.mjs on the graph of units, which
 * dependency-cruiser's folder scope cannot give: its folders include tests and the kernel.
 */
const API_MODULE = '^apps/api/src/modules/([^/]+)/';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const TESTS = '\\.(unit\\.)?test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-internals',
      comment: 'Another module is reached through its entry file (index.ts) only.',
      severity: 'error',
      from: { path: API_MODULE, pathNot: TESTS },
      to: { path: `${API_MODULE}.+`, pathNot: ['^apps/api/src/modules/[^/]+/index\\.ts$', '^apps/api/src/modules/$1/'] },
    },
    {
      name: 'api-app-module-internals',
      comment: 'The composition, seed and kernel use a module through its entry file (index.ts) only.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: [API_MODULE, TESTS] },
      to: { path: `${API_MODULE}.+`, pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'api-kernel-above-features',
      comment: 'The platform kernel never reaches up into a feature module (only users and auth belong to it).',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db|adapters|plugins|realtime)/', pathNot: TESTS },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/(users|auth)/' },
    },
    {
      name: 'web-feature-internals',
      comment: 'Another feature is reached through its entry file (index.ts) only.',
      severity: 'error',
      from: { path: WEB_FEATURE, pathNot: TESTS },
      to: { path: `${WEB_FEATURE}.+`, pathNot: ['^apps/web/src/features/[^/]+/index\\.tsx?$', '^apps/web/src/features/$1/'] },
    },
    {
      name: 'web-app-feature-internals',
      comment: 'The app shell and shared parts use a feature through its entry file (index.ts) only.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: [WEB_FEATURE, TESTS] },
      to: { path: `${WEB_FEATURE}.+`, pathNot: '^apps/web/src/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by API and web; it never imports either of them.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-file-cycle',
      comment: 'No file imports itself through others.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
