import { afterAll } from 'vitest';
import { dropFileDatabase } from './file-database';

// Runs after the file's own afterAll hooks (they close its apps and pools first): see file-database.ts.
afterAll(async () => {
  await dropFileDatabase();
});
