import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { createJobQueue, type JobQueue } from './lib/jobs';
import { createMessageSender } from './lib/messaging';
import type { MessageSender } from './lib/messaging/types';
import { createPortOne, type PortOneClient } from './lib/portone';
import { createRealtimeBus, type RealtimeBus } from './lib/realtime';
import type { Loopback } from './lib/portone/loopback';
import { createFileStorage } from './lib/storage';
import type { FileStorage } from './lib/storage/types';
import { createHttpVirtualNumberProvider, createVirtualNumbers, type VirtualNumbers } from './lib/virtual-numbers';

/** What modules are given: configuration, the database, the outside-service providers and the job queue. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  messages: MessageSender;
  storage: FileStorage;
  /** PortOne's REST API, or the sandbox this server serves (demo mode). */
  portone: PortOneClient;
  /** Set when the PortOne client calls this server's own sandbox in process; buildApp binds it. */
  portoneLoopback: Loopback | null;
  jobs: JobQueue;
  /** 050 안심번호 of jobs (lib/virtual-numbers): the local provider in demo mode, the provider's REST API otherwise. */
  virtualNumbers: VirtualNumbers;
  /** Wake-ups between server processes (chat streams): LISTEN/NOTIFY on PostgreSQL, in process on PGlite. */
  realtime: RealtimeBus;
}

/**
 * The providers configuration chooses (outbox or Solapi, local disk or S3, PortOne or its sandbox, pg-boss
 * or in-process jobs), around one database. `overrides` replaces single providers (tests).
 */
export function createAppDeps(
  config: AppConfig,
  database: Pick<Database, 'db'> & Partial<Database>,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const portone = overrides.portone ? { client: overrides.portone, loopback: overrides.portoneLoopback ?? null } : createPortOne(config);
  return {
    config,
    db: database.db,
    messages: overrides.messages ?? createMessageSender(config, database.db),
    storage: overrides.storage ?? createFileStorage(config),
    portone: portone.client,
    portoneLoopback: portone.loopback,
    jobs: overrides.jobs ?? createJobQueue(config, database as Database),
    virtualNumbers: overrides.virtualNumbers ?? createVirtualNumbers(database.db, virtualNumberProviderOf(config)),
    realtime:
      overrides.realtime ??
      createRealtimeBus({ db: database.db, kind: database.kind ?? 'pglite', url: database.url }, (error) =>
        console.error('[realtime] listening connection failed:', error.message),
      ),
  };
}

/** VIRTUAL_NUMBER_PROVIDER: the provider's REST API ('http'), or undefined for the local one (the default of createVirtualNumbers). */
function virtualNumberProviderOf(config: AppConfig) {
  const { provider, apiUrl, apiKey } = config.virtualNumbers;
  if (provider !== 'http') return undefined;
  if (!apiUrl || !apiKey) throw new Error('VIRTUAL_NUMBER_PROVIDER=http requires VIRTUAL_NUMBER_API_URL and VIRTUAL_NUMBER_API_KEY.');
  return createHttpVirtualNumberProvider({ apiUrl, apiKey });
}
