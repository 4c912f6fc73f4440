import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** A free TCP port on this machine (the kernel picks it), so a test's own server collides with nobody's. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; attempt < 600 && Date.now() < deadline; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * A production server of the built site that this test file owns: its own port and its own embedded database in a
 * temporary folder, which survives stop() so start() brings the same data back (a server that went down and came
 * back). remove() stops it and deletes the folder.
 */
export class OwnServer {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-e2e-own-'));
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly extraEnv: Record<string, string>,
  ) {}

  /** extraEnv: settings on top of the defaults below (e.g. the crossword secret the tests know). */
  static async create(extraEnv: Record<string, string> = {}): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), extraEnv);
    await server.start();
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'e2e-admin-password-123',
        COMMUNITY_URL: 'https://community.example.org/',
        ...this.extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    await waitUntilHealthy(this.url, child, 150_000);
  }

  /** SIGTERM, then waits for the process to end (at most 20 s, then SIGKILL). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
