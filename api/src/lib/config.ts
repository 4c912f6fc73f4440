import path from 'node:path';
import { z } from 'zod';
import { TRACK_RATE_LIMIT_PER_MINUTE } from '@edna/shared-contracts';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** Every environment variable the API reads. README.md documents each one. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * How long a request waits for a PostgreSQL connection when all DATABASE_POOL_SIZE are in use (or a new one is
     * being opened); past it the request is answered 503 `database_busy` with Retry-After.
     */
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    ALLOW_REGISTRATION: booleanFlag.default(true),
    /**
     * Express `trust proxy`: which peers may set X-Forwarded-For / -Proto / Host for the client's address and the
     * site's origin. Off by default: a client talking to the API directly cannot claim another address.
     */
    TRUST_PROXY: z.string().default('false'),
    /** Comma-separated origins whose browser pages may send writes to the API (besides this site's own origin). */
    CSRF_TRUSTED_ORIGINS: z.string().optional(),
    PUBLIC_ORIGIN: optionalUrl,
    COMMUNITY_URL: z.url().default('https://community.entrepreneurialdna.org'),
    SERVE_WEB: booleanFlag.default(true),
    /**
     * Whether the front ends' source maps (`*.js.map`, with the full sources) are served. Off by default: they stay
     * on disk beside the build, for error reporting, and a request for one is a 404.
     */
    SERVE_SOURCE_MAPS: booleanFlag.default(false),
    /** Where to read the shell's index.html when the shell is deployed on its own static server. */
    SHELL_INDEX_URL: z.url().optional(),
    WEB_ROOT: z.string().min(1).default(repoRoot),
    QUIZ_REMOTE_URL: z.string().min(1).default('/remotes/quiz/mf-manifest.json'),
    CROSSWORD_REMOTE_URL: z.string().min(1).default('/remotes/crossword/mf-manifest.json'),
    ADMIN_REMOTE_URL: z.string().min(1).default('/remotes/admin/mf-manifest.json'),
    /**
     * Where the API itself reaches each remote's static server (the folder of its mf-manifest.json), when the address
     * the browser uses is not reachable from the API (docker compose): the remote's first paint is read there.
     */
    QUIZ_REMOTE_INTERNAL_URL: z.url().optional(),
    CROSSWORD_REMOTE_INTERNAL_URL: z.url().optional(),
    ADMIN_REMOTE_INTERNAL_URL: z.url().optional(),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** Failed logins of one account from one address before each further attempt waits (then doubling waits). */
    LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100_000).default(3),
    /**
     * Failed logins from one address over all accounts before each further attempt from it waits: a ceiling for
     * password spraying, far above LOGIN_FREE_FAILURES, so that colleagues' mistakes behind one office address never
     * hold up an owner with the right password (the account-and-address counter slows guessing first).
     */
    LOGIN_FREE_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
    /** The first wait after the free failures; each further failure doubles it up to LOGIN_MAX_DELAY_MS. */
    LOGIN_BASE_DELAY_MS: z.coerce.number().int().min(1).max(3_600_000).default(1000),
    LOGIN_MAX_DELAY_MS: z.coerce.number().int().min(1).max(86_400_000).default(300_000),
    /** Failed logins are forgotten after this long without a new one. */
    LOGIN_FAILURES_FORGOTTEN_AFTER_MS: z.coerce.number().int().min(1000).max(604_800_000).default(3_600_000),
    /**
     * scrypt's cost as a power of two (N = 2^cost) for new password hashes; stored hashes keep the cost they were
     * made with. Production refuses less than 15; the test servers use 10 so that hundreds of logins stay quick.
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
    REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
    QUESTION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    /** A new connection must send its first request headers, and every request its headers, within this time. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** A request must arrive completely (headers and body) within this time. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /**
     * An idle keep-alive connection is closed after this time. Longer than the usual client and proxy idle reuse
     * (clients keep idle connections for a few seconds; load balancers typically 60 s), so the server never closes
     * a connection a client is about to reuse.
     */
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(65_000),
    /** A socket.io connection that is in no room (not an authenticated admin, following no leaderboard) is closed after this time. */
    SOCKET_AUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Open HTTP connections one client address may hold; further ones are closed at once (0: no cap; not applied behind TRUST_PROXY). */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
    /** socket.io connections one client address may hold; further ones are disconnected at once (0: no cap; not applied behind TRUST_PROXY). */
    MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(20),
    /** A live-board follower (a day or a league) that has not subscribed again for this long leaves the room (then its socket closes); open pages renew every LIVE_FOLLOW_RENEW_MS. */
    LEADERBOARD_IDLE_MS: z.coerce.number().int().min(100).max(86_400_000).default(1_800_000),
    /** Overrides the generated crossword secret (daily layouts, session tokens); e2e tests set it to know the answers. */
    CROSSWORD_SECRET: z.string().min(32, 'CROSSWORD_SECRET must be at least 32 characters').optional(),
    /** Per client and minute: letter checks, clue checks and hints together. */
    CROSSWORD_PLAY_RATE_LIMIT: z.coerce.number().int().min(1).default(4000),
    /** Per client and minute: crossword sessions started. */
    CROSSWORD_SESSION_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /** Per client address and minute: tracked events (POST /api/track). */
    TRACK_RATE_LIMIT: z.coerce.number().int().min(1).default(TRACK_RATE_LIMIT_PER_MINUTE),
    /** Per client and minute: crossword score posts. */
    CROSSWORD_SCORE_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /**
     * Per client address (network) and UTC day: ranked plays (claimed at a session's first check); later ones are
     * practice. High enough for a class of 40 on one Wi-Fi.
     */
    CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /**
     * Per client address and UTC day: wrong guesses (letters and clue answers) the network may make before it counts
     * as probing the grid, plus CROSSWORD_PROBE_MISTAKES_PER_RANKED_PLAY for each ranked play it claimed.
     */
    CROSSWORD_PROBE_MISTAKES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
    CROSSWORD_PROBE_MISTAKES_PER_RANKED_PLAY: z.coerce.number().int().min(0).max(1_000_000).default(15),
    /** Wrong guesses in one session that reveal the grid letter by letter: the network counts as probing that day. */
    CROSSWORD_PROBE_MISTAKES_PER_SESSION: z.coerce.number().int().min(1).max(1_000_000).default(50),
    /** At start-up, store the puzzles of this many past days that are missing (oldest first), so the archive has them. */
    CROSSWORD_ARCHIVE_BACKFILL_DAYS: z.coerce.number().int().min(0).max(366).default(0),
  })
  .superRefine((env, context) => {
    for (const key of ['QUIZ_REMOTE_URL', 'CROSSWORD_REMOTE_URL', 'ADMIN_REMOTE_URL'] as const) {
      const value = env[key];
      if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
        context.addIssue({ code: 'custom', path: [key], message: `${key} must be a path starting with / or an http(s) URL` });
      }
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < 15) {
      context.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'PASSWORD_HASH_COST must be at least 15 in production' });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS' });
    }
    for (const entry of (env.CSRF_TRUSTED_ORIGINS ?? '').split(',')) {
      if (entry.trim() && !URL.canParse(entry.trim())) {
        context.addIssue({ code: 'custom', path: ['CSRF_TRUSTED_ORIGINS'], message: `CSRF_TRUSTED_ORIGINS: "${entry.trim()}" is not a URL` });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD) && env.ADMIN_PASSWORD) {
      context.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not' });
    }
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  return parsed.data;
}

/** Remote entries as the shell should see them: env values, or the local builds. */
export function remoteUrls(config: Config) {
  return { quiz: config.QUIZ_REMOTE_URL, crossword: config.CROSSWORD_REMOTE_URL, admin: config.ADMIN_REMOTE_URL };
}

/**
 * TRUST_PROXY as Express reads it: `false`/`off`/`0` trust no proxy (the default), `true` trusts every peer, a number
 * trusts that many hops, anything else is Express's list of addresses, subnets or names (`loopback, uniquelocal`).
 */
export function trustProxySetting(value: string): boolean | number | string {
  const normalized = value.trim().toLowerCase();
  if (['', 'false', 'off', 'no', '0'].includes(normalized)) return false;
  if (normalized === 'true') return true;
  if (/^\d+$/.test(normalized)) return Number(normalized);
  return value;
}

/** The origin this server answers on when reached directly: its HOST (localhost for a wildcard address) and port. */
export function listeningOrigin(host: string, port: number): string {
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}
