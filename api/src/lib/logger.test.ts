import { Writable } from 'node:stream';
import { createLogger } from './logger';

it('never writes secrets to the log', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ LOG_LEVEL: 'info' }, sink);
  logger.info(
    {
      password: 'hunter2-password',
      user: { email: 'a@b.c', passwordHash: 'scrypt$abc', token: 'jwt.value.here' },
      req: { headers: { cookie: 'edna_session=secret-cookie', authorization: 'Bearer xyz', 'x-csrf-token': 'csrf-value' } },
      config: { SESSION_SECRET: 'very-secret-session-key', AI_API_KEY: 'sk-live-123', DATABASE_URL: 'postgres://u:p@h/db' },
    },
    'login attempt',
  );
  await new Promise((resolve) => setImmediate(resolve));
  const output = lines.join('');
  expect(output).toContain('login attempt');
  expect(output).toContain('a@b.c');
  for (const secret of ['hunter2-password', 'scrypt$abc', 'jwt.value.here', 'secret-cookie', 'Bearer xyz', 'csrf-value', 'very-secret-session-key', 'sk-live-123', 'u:p@h']) {
    expect(output).not.toContain(secret);
  }
});
