/** Databases migrated only up to a given migration, for tests of what a migration does to data stored before it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type Database } from '../lib/db';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase, type TestDriver } from './test-server';

/** A copy of the migrations folder that stops before the migration `tag`: the database as deployed before it. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.find((entry) => entry.tag === tag);
  if (!cut) throw new Error(`${tag} is not in the journal`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const earlier = journal.entries.filter((entry) => entry.idx < cut.idx);
  for (const entry of earlier) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  return folder;
}

export interface MigratableDatabase {
  db: Database;
  /** Applies the pending migrations of a folder (MIGRATIONS_FOLDER for all of them). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database: in-memory PGlite, or a scratch PostgreSQL database dropped on close. */
export async function openMigratableDatabase(driver: TestDriver): Promise<MigratableDatabase> {
  if (driver === 'pglite') {
    const template = pgliteTemplate();
    const client = await PGlite.create(template ? { loadDataDir: template } : {});
    const db = drizzlePglite({ client }) as unknown as Database;
    return { db, migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }), close: () => client.close() };
  }
  const scratch = await createScratchDatabase();
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzlePostgres({ client: pool }) as unknown as Database;
  return {
    db,
    migrate: (folder) => migratePostgres(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}
