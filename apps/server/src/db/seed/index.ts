import type { AppConfig } from '../../config';
import type { Db } from '../client';

/** Seeds demo data into an empty database (no categories yet). Idempotent: a seeded database is left alone. */
export async function seedIfEmpty(_db: Db, _config: AppConfig): Promise<void> {
  // Filled in by the seed work.
}
