import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * Import resolution for the boundary rules: relative imports and workspace packages resolve to their
 * files the way TypeScript does (index.ts, .tsx), so zones are judged on the file imported, not on the
 * text of the import.
 */
export const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
        alwaysTryTypes: true,
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
};
