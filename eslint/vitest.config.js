import { defineConfig } from 'vitest/config';

/** The lint rules' own tests (npm test runs them as "vitest eslint"). */
export default defineConfig({ test: { include: ['eslint/**/*.test.js'], testTimeout: 30_000 } });
