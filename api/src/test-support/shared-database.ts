import { createScratchDatabase, startTestServer, type TestServer } from './test-server';

/**
 * Several API processes (servers) on one scratch PostgreSQL database, as a scaled-out deployment runs them; needs
 * TEST_DATABASE_URL (PGlite is one process). `close` stops them all and drops the database.
 */
export async function startServersOnOneDatabase(count: number, env: Record<string, string> = {}): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const scratch = await createScratchDatabase();
  const servers: TestServer[] = [];
  const close = async () => {
    for (const server of servers.reverse()) await server.close();
    await scratch.drop();
  };
  try {
    for (let index = 0; index < count; index += 1) servers.push(await startTestServer('postgres', env, { databaseUrl: scratch.url }));
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
