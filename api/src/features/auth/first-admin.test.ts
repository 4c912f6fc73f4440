import { loadConfig } from '../../lib/config';
import { openDatabase, type DatabaseHandle } from '../../lib/db';
import { createLogger } from '../../lib/logger';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin';
import { hashPassword, verifyPassword } from './password';
import { findUserByEmail, insertUser } from './repository';

const logger = createLogger({ LOG_LEVEL: 'silent' });

describe('first admin on start', () => {
  let database: DatabaseHandle;

  beforeEach(async () => {
    database = await openDatabase({ pgliteDir: 'memory://', logger });
    await database.migrate();
  });

  afterEach(async () => {
    await database.close();
  });

  const seed = (env: Record<string, string>, print = jest.fn()) =>
    ensureFirstAdmin({ db: database.db, config: loadConfig({ NODE_ENV: 'production', ...env }), logger }, print).then(() => print);

  it('When ADMIN_EMAIL and ADMIN_PASSWORD are set, then that admin is created and nothing is printed', async () => {
    const print = await seed({ ADMIN_EMAIL: 'Boss@Example.org', ADMIN_PASSWORD: 'chosen-password-123' });
    const admin = await findUserByEmail(database.db, 'boss@example.org');
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword('chosen-password-123', admin?.passwordHash ?? '')).toBe(true);
    expect(print).not.toHaveBeenCalled();
  });

  it('When an admin exists, then a later start with another ADMIN_PASSWORD never overwrites its password', async () => {
    await seed({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'chosen-password-123' });
    await seed({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'other-password-456' });
    const admin = await findUserByEmail(database.db, 'boss@example.org');
    expect(await verifyPassword('chosen-password-123', admin?.passwordHash ?? '')).toBe(true);
  });

  it('When no password is configured, then a strong one is generated, works, and is printed exactly once with the email', async () => {
    const print = await seed({});
    expect(print).toHaveBeenCalledTimes(1);
    const [email, password] = print.mock.calls[0] as [string, string];
    expect(email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(password.length).toBeGreaterThanOrEqual(24);
    const admin = await findUserByEmail(database.db, DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
    const again = await seed({});
    expect(again).not.toHaveBeenCalled();
  });

  it('When the admin email belongs to an ordinary account, then that account becomes the admin with the configured password', async () => {
    await insertUser(database.db, { email: 'boss@example.org', passwordHash: await hashPassword('registrant-password'), isAdmin: false });
    await seed({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'chosen-password-123' });
    const admin = await findUserByEmail(database.db, 'boss@example.org');
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword('registrant-password', admin?.passwordHash ?? '')).toBe(false);
    expect(await verifyPassword('chosen-password-123', admin?.passwordHash ?? '')).toBe(true);
  });
});

describe('password hashing', () => {
  it('stores a versioned scrypt hash with a per-user salt and verifies only the right password', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(first).toMatch(/^scrypt\$v1\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse battery!', first)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text-password')).toBe(false);
  });
});
