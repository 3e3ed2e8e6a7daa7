import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { MessageSender } from './lib/messaging/types';
import type { FileStorage } from './lib/storage/types';

/** What modules are given: configuration, the database and the outside-service providers. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  messages: MessageSender;
  storage: FileStorage;
}
