import path from 'node:path';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { flushErrorReports, startErrorReports } from './lib/error-reports';
import { seedDemoOrders, seedIfEmpty } from './seed';
import { createShutdown } from './lib/shutdown';
import { createServices } from './services';

async function main() {
  // Where start-up time goes (logged once listening): a restart on existing data should answer within 3 s.
  const phases = startupPhases();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[ipju] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.sentryDsn) await startErrorReports({ dsn: config.sentryDsn, environment: config.mode });

  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
  });
  phases.mark('database');
  await database.migrate();
  phases.mark('migrations');
  const deps = createAppDeps(config, database);
  // The demo seed stores its review photos where uploads go (deps.storage).
  const seeded = config.isDemo || config.seedDemoData === 'always' ? await seedIfEmpty(database.db, config, deps.storage) : false;

  phases.mark('seed check');
  const app = await buildApp(deps, { services: createServices(deps), serveWeb: true });
  // A freshly seeded demo gets the demo resident's order history, made through the API itself.
  if (seeded && config.portone.sandbox) await seedDemoOrders(app, database.db);

  // Stop taking requests and finish those in flight, then close the database.
  const close = createShutdown({ app, database, flush: () => flushErrorReports(2000) });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  phases.mark('app');
  // Background jobs (notifications, payment reconciliation) run in every server process; pg-boss hands
  // each job to one of them.
  await deps.jobs.start();
  phases.mark('jobs');
  app.log.info(`background jobs started (${deps.jobs.kind})`);
  app.log.info(
    `ipju ${config.mode} on http://localhost:${config.port} (database: ${database.kind}${
      database.kind === 'pglite' ? ` in ${config.dataDir}` : ''
    })`,
  );
  app.log.info(`started: ${phases.summary()}`);
}

/** Milliseconds since the process started (module loading included), split at each mark. */
function startupPhases() {
  const marks: Array<[string, number]> = [['modules', performance.now()]];
  return {
    mark(name: string) {
      marks.push([name, performance.now()]);
    },
    summary() {
      const parts = marks.map(([name, at], i) => `${name} ${Math.round(at - (i ? marks[i - 1]![1] : 0))} ms`);
      return `${Math.round(marks.at(-1)![1])} ms (${parts.join(', ')})`;
    },
  };
}

main().catch((error: unknown) => {
  console.error('[ipju] failed to start', error);
  process.exit(1);
});
