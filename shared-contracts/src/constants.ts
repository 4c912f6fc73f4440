/** Business constants and limits (the site's own are in site.ts). */
import type { QuizMode } from './domain';
import { PAGE_FADE } from './site';

export interface QuizModeSpec {
  core: number;
  adaptive: number;
  total: number;
  minutes: number;
}

export const QUIZ = {
  modes: {
    STANDARD: { core: 15, adaptive: 5, total: 20, minutes: 15 },
    DEEP_DIVE: { core: 20, adaptive: 10, total: 30, minutes: 25 },
  } satisfies Record<QuizMode, QuizModeSpec>,
  defaultMode: 'STANDARD' as QuizMode,
  adaptiveMinIndex: 5,
  optionsPerQuestion: 5,
  minAnswers: 1,
  maxAnswers: 30,
  generationCount: { min: 1, max: 50, default: 10 },
  progressMax: 100,
  submitConfettiParticles: 80,
  celebrationBursts: [
    { delayMs: 0, particles: 100 },
    { delayMs: 250, particles: 50 },
    { delayMs: 500, particles: 150 },
  ],
  fadeInSeconds: PAGE_FADE.inSeconds,
  fadeOutSeconds: PAGE_FADE.outSeconds,
} as const;

/** Profile balance label: below 30 Specialized, below 60 Balanced, otherwise Versatile. */
export const PROFILE_BALANCE_THRESHOLDS = { specialized: 30, balanced: 60 } as const;
/** Trait dominance label: below 20 Mixed, below 50 Distinctive, otherwise Specialized. */
export const TRAIT_DOMINANCE_THRESHOLDS = { mixed: 20, distinctive: 50 } as const;

export const CROSSWORD = {
  gridSize: 12,
  cluesPerPuzzle: 4,
  timeLimitSeconds: 3600,
  timeWarningFraction: 0.8,
  maxHints: 3,
  maxMistakes: 5,
  mistakesWarningAbove: 3,
  completionOverlayMs: 5000,
  scoreClamps: {
    completionTime: { min: 0, max: 7200 },
    hintsUsed: { min: 0, max: 3 },
    mistakesCount: { min: 0, max: 10 },
  },
  username: { min: 2, max: 20 },
  leaderboardTop: 10,
  leaderboardRetryDelaysMs: [1000, 2000],
  leaderboardRefreshDelayMs: 500,
  focusMoveDelayMs: 50,
  clueFocusDelayMs: 100,
  placementRetryLimit: 50,
} as const;

export const ADMIN = {
  sessionTimeoutMs: 1_800_000,
  socketReconnectDelayMs: 3000,
  socketMaxReconnectAttempts: 10,
  statusPollMs: 5000,
  liveFeedMaxEvents: 100,
  refetchIntervalMs: 30_000,
  listMaxHeightRem: 24,
  userAgentMaxChars: 60,
} as const;

/**
 * Tracked events (`POST /api/track`) one client address may send per minute; TRACK_RATE_LIMIT overrides it. A quiz
 * sends a few dozen events, so this leaves room for many visitors behind one shared address (an office, a school)
 * while one script cannot write without limit.
 */
export const TRACK_RATE_LIMIT_PER_MINUTE = 1200;

/** Password length limits of registration (the same numbers as registerRequestSchema in schemas/auth.ts). */
export const AUTH_RULES = { passwordMinLength: 12, passwordMaxLength: 200 } as const;

/** socket.io path of the live analytics channel. */
export const SOCKET_PATH = '/ws';
/**
 * How often a page that follows a live board (a day's rankings, a league) subscribes again while it stays open. The
 * server ends a follow that is not renewed (LEADERBOARD_IDLE_MS, 30 minutes by default, at least three times this),
 * so an abandoned tab frees its socket and an open one keeps its live updates.
 */
export const LIVE_FOLLOW_RENEW_MS = 10 * 60_000;
/** The socket.io room of authenticated admins; only it receives real_time_analytics. */
export const ADMIN_ROOM = 'admins';
export const SOCKET_MESSAGES = {
  authFailed: 'Admin authentication failed',
  notAuthorized: 'You are not authorized to view real-time analytics.',
  authSucceeded: 'Admin authentication successful',
} as const;

/**
 * @deprecated The API no longer checks a CSRF token (it refuses cross-origin writes by their Sec-Fetch-Site and
 * Origin headers). Kept so a remote built against an older shell still finds the names; sending them is harmless.
 */
export const CSRF_COOKIE = 'edna_csrf';
/** @deprecated See CSRF_COOKIE. */
export const CSRF_HEADER = 'x-csrf-token';

/** The largest page of the admin question bank, and the page it shows unless asked for another size. */
export const ADMIN_QUESTION_PAGE_MAX = 100;
export const ADMIN_QUESTION_PAGE_DEFAULT = 20;
