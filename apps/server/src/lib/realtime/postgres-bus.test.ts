import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fileDatabaseUrl } from '../../../test/file-database';
import { openTestDatabase } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { createInProcessBus } from './in-process-bus';
import { createPostgresBus } from './postgres-bus';
import type { RealtimeBus } from './types';

/** Collects what a listener is told, and waits (with a generous bound) until it holds something. */
function recorder() {
  const got: Array<string | null> = [];
  const waiters = new Set<() => void>();
  return {
    got,
    listener: (payload: string | null) => {
      got.push(payload);
      for (const w of [...waiters]) w();
    },
    until(condition: () => boolean, what: string) {
      if (condition()) return Promise.resolve();
      return new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`never got ${what}: ${JSON.stringify(got)}`)), 20_000);
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          waiters.delete(check);
          done();
        };
        waiters.add(check);
      });
    },
  };
}

describe('in-process bus', () => {
  it('tells the listeners of a channel, not those of another, and nobody after they stop', async () => {
    const bus = createInProcessBus();
    const a = recorder();
    const b = recorder();
    const stop = bus.subscribe('one', a.listener);
    bus.subscribe('two', b.listener);
    await bus.publish('one', '1');
    await a.until(() => a.got.length === 1, 'the note');
    stop();
    await bus.publish('one', '2');
    await bus.publish('two', '3');
    await b.until(() => b.got.length === 1, 'the other channel');
    expect(a.got).toEqual(['1']);
    expect(b.got).toEqual(['3']);
    await bus.close();
  });
});

describe('PostgreSQL bus', () => {
  let database: Database | undefined;
  let url: string | undefined;
  const buses: RealtimeBus[] = [];
  beforeAll(async () => {
    url = await fileDatabaseUrl();
    if (url) database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  const busNamed = (applicationName: string) => {
    const bus = createPostgresBus({
      url: url!,
      applicationName,
      notify: async (channel, payload) => void (await database!.db.execute(sql`select pg_notify(${channel}, ${payload})`)),
    });
    buses.push(bus);
    return bus;
  };

  itOnPostgres('carries a note from one process’s bus to another’s, and after its connection is cut, says so and listens again', async () => {
    const tag = randomBytes(4).toString('hex');
    const channel = `test_${tag}`;
    const sender = busNamed(`ipju-test-send-${tag}`);
    const receiver = busNamed(`ipju-test-recv-${tag}`);
    const heard = recorder();
    receiver.subscribe(channel, heard.listener);
    // The listening connection opens on the first subscription; once it has run LISTEN, a note arrives.
    const listening = async () => {
      const rows = await database!.db.execute(
        sql`select 1 from pg_stat_activity where application_name = ${`ipju-test-recv-${tag}`} and query ilike 'LISTEN%'`,
      );
      return rows.rows.length > 0;
    };
    for (let i = 0; i < 400 && !(await listening()); i++) await new Promise((r) => setTimeout(r, 25));
    await sender.publish(channel, 'first');
    await heard.until(() => heard.got.includes('first'), 'the first note');

    // The database drops the listening connection (a restart, a failover).
    await database!.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`ipju-test-recv-${tag}`}`);
    await heard.until(() => heard.got.includes(null), 'the re-read signal after reconnecting');
    await sender.publish(channel, 'second');
    await heard.until(() => heard.got.includes('second'), 'a note after reconnecting');
    expect(heard.got[0]).toBe('first');
  });
});
