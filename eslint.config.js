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
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleSurfaceZones }] },
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
