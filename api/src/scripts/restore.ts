/**
 * `node api/dist/scripts/restore.js <backup.json>` (or `npm run restore -w api -- <backup.json>`): loads a backup
 * downloaded from the admin dashboard into an EMPTY database, the one the server would use (DATABASE_URL, else the
 * PGlite folder in DATA_DIR). Runs the migrations first, checks the document and its checksum, refuses a database
 * that already holds data, and restores everything in one transaction. Users, passwords and settings are not part of
 * a backup: the first start afterwards creates the admin as usual.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../lib/config';
import { openDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';
import { RestoreError, restoreBackup, validateBackup } from '../features/admin/restore';

export interface RestoreOutput {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'Usage: node api/dist/scripts/restore.js <backup.json>\n(the target is DATABASE_URL, else the PGlite folder in DATA_DIR; it must be empty)\n';

/** Runs the command; returns the process exit code. */
export async function runRestore(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: RestoreOutput = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
): Promise<number> {
  const argument = args.find((arg) => !arg.startsWith('-'));
  if (!argument || args.includes('--help') || args.includes('-h')) {
    output.err(USAGE);
    return argument ? 0 : 2;
  }
  // `npm run restore -w api -- file` runs in api/; INIT_CWD is where the command was typed.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), argument);
  let config;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    output.err(`Could not read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'it is not a JSON file'}.\n`);
    return 1;
  }

  const target = config.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite database in ${path.join(config.DATA_DIR, 'pgdata')}`;
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pgdata'),
      poolSize: 2,
      logger: createLogger(config),
    });
  } catch (error) {
    output.err(`Could not open ${target}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const document = validateBackup(raw);
    await database.migrate();
    const summary = await restoreBackup(database.db, document);
    output.out(
      `Restored the backup of ${document.createdAt} into ${target}: ${summary.questions} questions, ${summary.quizResults} quiz results ` +
        `(with their answers), ${summary.moods} moods, ${summary.events} events, ${summary.crosswordScores} crossword scores, ` +
        `${summary.shareBadges} share badges.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      output.err(`Restore refused: ${error.message}\n`);
      return 1;
    }
    output.err(`Restore failed, nothing was changed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  void runRestore(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
