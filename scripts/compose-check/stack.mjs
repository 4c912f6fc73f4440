// The compose project the check runs: docker-compose calls under one project name, its containers, their health,
// their logs, and psql in its PostgreSQL container.
import { run, waitFor } from './processes.mjs';

export const SITE = 'http://localhost:8080';
export const REMOTE_ORIGINS = { quiz: 'http://localhost:8081', crossword: 'http://localhost:8082', admin: 'http://localhost:8083' };
export const SERVICES = ['postgres', 'api', 'shell', 'quiz', 'crossword', 'admin'];

export function createStack({ root, project, env }) {
  const compose = (args, options = {}) =>
    run('docker-compose', ['--ansi', 'never', '-p', project, '-f', 'docker-compose.yml', ...args], { cwd: root, env, timeoutMs: 600_000, ...options });

  /** Container ids of a service, in replica order (…_api_1, …_api_2). */
  async function containerIds(service) {
    const ids = (await compose(['ps', '-q', service])).split('\n').filter(Boolean);
    const named = await Promise.all(ids.map(async (id) => ({ id, name: (await inspect(id, '{{.Name}}')).trim() })));
    return named.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })).map((entry) => entry.id);
  }

  const inspect = (id, format) => run('docker', ['inspect', '-f', format, id]);

  /** id and start time of every container of the project, to tell which ones a step touched. */
  async function snapshot() {
    const result = {};
    for (const service of SERVICES) {
      for (const id of await containerIds(service)) {
        result[`${service}:${id.slice(0, 12)}`] = (await inspect(id, '{{.State.StartedAt}}')).trim();
      }
    }
    return result;
  }

  /** Waits until every container of `service` reports healthy (services with a HEALTHCHECK). */
  async function waitHealthy(service, { replicas = 1, timeoutMs = 180_000 } = {}) {
    await waitFor(
      `${service} healthy`,
      async () => {
        const ids = await containerIds(service);
        if (ids.length !== replicas) return false;
        const states = await Promise.all(ids.map((id) => inspect(id, '{{.State.Health.Status}}')));
        return states.every((state) => state.trim() === 'healthy');
      },
      { timeoutMs, intervalMs: 1000 },
    );
  }

  /** The result of one SQL statement in the PostgreSQL container, as psql's unaligned text. */
  const psql = async (statement) => (await compose(['exec', '-T', 'postgres', 'psql', '-U', 'edna', '-d', 'edna', '-v', 'ON_ERROR_STOP=1', '-Atc', statement])).trim();

  /** The address of a container on the project's network. */
  const address = async (id) => (await inspect(id, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}')).trim();

  /** The loopback port the host reaches replica `index` (1-based) of the API on. */
  async function apiPort(index) {
    const mapping = (await compose(['port', `--index=${index}`, 'api', '3000'])).trim();
    return Number(mapping.split(':').pop());
  }

  const logs = (services, lines = 60) => compose(['logs', '--no-color', `--tail=${lines}`, ...services], { allowFailure: true });

  return { compose, containerIds, inspect, snapshot, waitHealthy, psql, address, apiPort, logs };
}

/** Resolves once `url` answers with status `status` (any answer at all when `status` is omitted). */
export async function waitForUrl(url, { status, timeoutMs = 60_000 } = {}) {
  await waitFor(
    `${url} answering`,
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      return status === undefined || response.status === status;
    },
    { timeoutMs },
  );
}
