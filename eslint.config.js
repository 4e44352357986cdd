// One lint configuration for the whole monorepo (flat config).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// A web feature never imports another feature; app/ composes them (bulletproof-react's rule).
const featureIsolationZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature must not import another feature: compose them in src/app instead.',
}));

// Web imports flow one way: app -> features -> components / lib / stores, never back
// (bulletproof-react's unidirectional architecture). Shared layers know no feature and no route;
// features know no route tree or layout.
const webSrc = 'apps/web/src';
const webDirectionZones = [
  ...['components', 'lib', 'stores'].flatMap((layer) =>
    ['features', 'app'].map((upper) => ({
      target: `./${webSrc}/${layer}`,
      from: `./${webSrc}/${upper}`,
      message: `src/${layer} is shared by every screen and must not import src/${upper}: move the code it needs down into components/, lib/ or stores/.`,
    })),
  ),
  {
    target: `./${webSrc}/features`,
    from: `./${webSrc}/app`,
    message:
      'A feature must not import src/app (routes, layouts, providers): app composes features, never the reverse.',
  },
];

const apiModulesDir = 'apps/api/src/modules';
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// An API module is used through its index.ts only: by other modules, and by graphql/, realtime/,
// http/ and app.ts. Inside its folder a module imports its own files freely. Tests may reach in.
const apiModuleSurfaceZones = [
  ...apiModules.map((module) => ({
    target: `./${apiModulesDir}/${module}/**/!(*.test).@(ts|tsx)`,
    from: `./${apiModulesDir}/!(${module})/**/!(index).@(ts|tsx)`,
    message: 'Import another API module through its index.ts (its public surface).',
  })),
  {
    target: './apps/api/src/!(modules)/**/!(*.test).ts',
    from: `./${apiModulesDir}/*/**/!(index).@(ts|tsx)`,
    message: 'Use an API module through its index.ts (its public surface).',
  },
  {
    target: './apps/api/src/*.ts',
    from: `./${apiModulesDir}/*/**/!(index).@(ts|tsx)`,
    message: 'Use an API module through its index.ts (its public surface).',
  },
];

// The API's floors, bottom to top (docs/decisions/0037): config.ts, errors.ts and @squadup/shared;
// lib/ and db/ (generic helpers, the types every module needs, the database and its neutral SQL);
// modules/<domain>/; graphql/, realtime/, http/, jobs/, metrics/ (they wire modules together);
// app.ts; main.ts. An import goes down a floor, never up. A module's contract with the floor
// above is the exception: graphql/context.ts (the resolver context, memberContext) and
// jobs/engine.ts (the job runner the notification jobs plug into) import no module, and
// graphql/generated/ (codegen's resolver types) names the modules' parent types, type-only.
// Tests are leaves that wire what they test, as app.ts does: the floors bind source files only.
const apiSrc = './apps/api/src';
const apiWiring = ['graphql', 'realtime', 'http', 'jobs', 'metrics'];
const apiContracts = [`${apiSrc}/graphql/context.ts`, `${apiSrc}/jobs/engine.ts`];
const sourceIn = (dir) => `${apiSrc}/${dir}/**/!(*.test).@(ts|tsx)`;
const apiTop = [`${apiSrc}/app.ts`, `${apiSrc}/main.ts`];
const apiLayerZones = [
  {
    target: [sourceIn('lib'), sourceIn('db')],
    from: [`${apiSrc}/modules`, ...apiWiring.map((dir) => `${apiSrc}/${dir}`), ...apiTop],
    message:
      'lib/ and db/ sit below the modules: they may not import modules/, graphql/, realtime/, http/, jobs/, metrics/, app.ts or main.ts. Move the type or helper down into lib/ or db/, or pass it in from the wiring layer.',
  },
  ...apiWiring.map((dir) => ({
    target: sourceIn('modules'),
    from: `${apiSrc}/${dir}`,
    // Paths relative to `from`: the contract files (see above).
    except: { graphql: ['./context.ts', './generated'], jobs: ['./engine.ts'] }[dir] ?? [],
    message: `A module may not import ${dir}/ (it wires the modules together, one floor up); only graphql/context.ts, graphql/generated/ and jobs/engine.ts are a module's contract.`,
  })),
  {
    target: sourceIn('modules'),
    from: apiTop,
    message: 'A module may not import app.ts or main.ts (the top floors).',
  },
  {
    target: apiContracts,
    from: [`${apiSrc}/modules`],
    message:
      'graphql/context.ts and jobs/engine.ts are the contract modules are written against: they may not import a module (declare the type here and let the module implement it).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/.turbo/**',
      '**/generated/**',
      'apps/web/src/gql/**',
      'apps/api/test/gql/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      '**/*.config.js',
      '**/*.config.mjs',
      'scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureIsolationZones, ...webDirectionZones] },
      ],
    },
  },
  // Accessibility of the web's JSX (jsx-a11y's recommended rules), on top of the axe checks in e2e.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice card's label wraps its radio and a title/hint pair, so its text sits three deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...apiModuleSurfaceZones, ...apiLayerZones] },
      ],
    },
  },
  // No import circle in either app's source (tests included: a test importing a module is a leaf,
  // so it never closes a circle, and skipping them would save no time). Type-only imports vanish
  // at runtime and no-cycle skips them; the zones above hold the floors for those too.
  {
    files: ['apps/api/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 12 }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
