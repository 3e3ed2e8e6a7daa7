import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createInlineJobQueue } from './inline-queue';
import { createPgBossQueue } from './pgboss-queue';
import type { JobQueue } from './types';

export type { JobHandler, JobName, JobQueue } from './types';
export { createInlineJobQueue, type InlineJobQueue } from './inline-queue';

/** The job queue configuration chooses: pg-boss on the app's database, or in-process (tests). */
export function createJobQueue(config: AppConfig, database: Database, onError?: (error: unknown, job: string) => void): JobQueue {
  if (config.jobQueue === 'inline') return createInlineJobQueue();
  return createPgBossQueue({ url: config.databaseUrl, database, onError });
}
