import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createShutdown } from '../../src/lib/shutdown';

describe('graceful shutdown', () => {
  it('closes the listener before the database, then flushes error reports, once', async () => {
    const app = Fastify();
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const order: string[] = [];
    let listeningWhenDatabaseClosed: boolean | undefined;
    const shutdown = createShutdown({
      app: { close: async () => void (await app.close(), order.push('listener')) },
      database: {
        close: async () => {
          listeningWhenDatabaseClosed = app.server.listening;
          order.push('database');
        },
      },
      flush: async () => void order.push('sentry'),
    });
    await Promise.all([shutdown(), shutdown()]);
    await shutdown();
    expect(order).toEqual(['listener', 'database', 'sentry']);
    expect(listeningWhenDatabaseClosed).toBe(false);
  });
});
