import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createMessageSender } from './lib/messaging';
import type { MessageSender } from './lib/messaging/types';
import { createFileStorage } from './lib/storage';
import type { FileStorage } from './lib/storage/types';

/** What modules are given: configuration, the database and the outside-service providers. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  messages: MessageSender;
  storage: FileStorage;
}

/** The providers configuration chooses (outbox or Solapi, local disk or S3), around one database. */
export function createAppDeps(config: AppConfig, db: Db): AppDeps {
  return { config, db, messages: createMessageSender(config, db), storage: createFileStorage(config) };
}
