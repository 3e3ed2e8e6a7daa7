import Fastify from 'fastify';

/**
 * The baseline every API figure is compared with: a plain Fastify hello-world (no plugins, no hooks, no
 * schema) in the bench's own process, listening beside the app, so both are measured on the same machine in
 * the same run. Its rate is what Fastify itself costs here; the app's health route should keep >= 60% of it.
 */
export async function startHelloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/`, close: () => app.close() };
}
