import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importResolution } from './eslint/resolver.js';
import { ipjuPlugin } from './eslint/rules/no-slice-cycle.js';
import { serverBoundaries } from './eslint/server-boundaries.js';
import { webApiAccess } from './eslint/web-api-access.js';
import { webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/generated/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/*/e2e/**/*.ts', 'apps/server/{src,test,bench,scripts}/**/*.{ts,mjs}'],
    ...importResolution,
    plugins: { ...importResolution.plugins, ipju: ipjuPlugin },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: { 'ipju/no-slice-cycle': ['error', { slices: 'apps/web/src/features' }] } },
  { files: ['apps/server/src/**/*.ts'], rules: { 'ipju/no-slice-cycle': ['error', { slices: 'apps/server/src/modules' }] } },
  // Import direction (docs/CONVENTIONS.md "Boundaries"): never silence these; move the shared piece down.
  ...webBoundaries,
  ...serverBoundaries,
  // Web API access one way (docs/CONVENTIONS.md "API access (web)").
  ...webApiAccess,
  // The server parses cookies where they are read (docs/PERFORMANCE.md): `request.cookies` is null until
  // requestCookie (plugins/auth.ts) has parsed them.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/plugins/auth.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='cookies'][object.name=/^(req|request)$/]",
          message: "Read a cookie with requestCookie(request, name) from plugins/auth.ts: cookies are parsed on first read, so request.cookies is null before.",
        },
      ],
    },
  },
);
