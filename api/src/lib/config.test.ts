import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.QUIZ_REMOTE_URL).toBe('/remotes/quiz/mf-manifest.json');
    expect(config.ALLOW_REGISTRATION).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ QUIZ_REMOTE_URL: 'ftp://nope' }, 'QUIZ_REMOTE_URL must be a path starting with / or an http(s) URL'],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ ALLOW_REGISTRATION: 'maybe' }, 'ALLOW_REGISTRATION'],
    [{ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' }, 'PASSWORD_HASH_COST must be at least 15 in production'],
  ])('refuses %p with a message naming the problem', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('When a value is bad, then the server exits with status 1 and says why', () => {
    const result = spawnSync(
      process.execPath,
      ['--conditions=@edna/source', '--import', 'tsx', path.resolve(__dirname, '..', 'server.ts')],
      { env: { ...process.env, NODE_OPTIONS: '', PORT: 'not-a-port' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
