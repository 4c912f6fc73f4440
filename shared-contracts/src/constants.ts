/** Business constants and limits. */
import type { EntrepreneurType, QuizMode } from './domain';

export const PRODUCT_NAME = 'Entrepreneurial DNA';
export const PRODUCT_TAGLINE = 'Crack Your Entrepreneurial DNA';
/** The landing page's hero: the quiz remote renders it, and the API sends it as HTML in the document of `/`. */
export const LANDING_HERO = {
  eyebrow: 'AI-powered entrepreneurial assessment',
  lead:
    'Five kinds of founders build the world\u2019s companies. Answer a few real business situations and find out which one ' +
    'drives you, what you are great at, and who you should build with. Developed with our research partner; your answers are ' +
    'anonymized.',
  cta: 'Start Quiz',
} as const;
/**
 * Texts of the first view of pages whose frame the API also sends as HTML in the document (see LANDING_HERO): the
 * page renders them and the API paints them before any JavaScript runs, so both always say the same.
 */
export const QUIZ_PAGE_TITLE = 'Entrepreneurial DNA Quiz';
export const CROSSWORD_FRAME = {
  badge: 'PhD-Level Business Theory',
  title: 'Daily Business Theory Challenge',
  focusLabel: "Today's focus:",
  pastPuzzles: 'Past puzzles',
} as const;

/** The head of a result (the results page and a private result link). */
export const RESULT_HEADING = {
  title: 'Your Entrepreneurial DNA',
  lead: 'Here is what your answers say about how you build.',
  primaryEyebrow: 'Your primary type',
} as const;

export interface LegalPageHeading {
  title: string;
  /** Shown as "Last updated: {lastUpdated}". */
  lastUpdated: string;
  /** Machine-readable form of lastUpdated (YYYY-MM-DD). */
  lastUpdatedDateTime: string;
  /** The introduction's paragraphs, above the table of contents. */
  intro: readonly string[];
}

export const LEGAL_PAGE_HEADINGS = {
  privacy: {
    title: 'Privacy Policy',
    lastUpdated: 'November 21, 2026',
    lastUpdatedDateTime: '2026-11-21',
    intro: [
      'This Privacy Policy explains what information Entrepreneurial DNA (\u201cwe\u201d, \u201cus\u201d) collects when you use our ' +
        'website, including the entrepreneurial-type quiz, result badges and share links, and the Daily Business Theory ' +
        'Challenge crossword. It also explains how we use that information, who can see it, and the choices you have.',
      'We designed the site so that you can use it without an account. We do not ask for your name, email address or ' +
        'phone number to take the quiz or play the crossword.',
    ],
  },
  terms: {
    title: 'Terms of Use',
    lastUpdated: 'November 21, 2026',
    lastUpdatedDateTime: '2026-11-21',
    intro: [
      'These Terms of Use (\u201cTerms\u201d) are an agreement between you and Entrepreneurial DNA (\u201cwe\u201d, \u201cus\u201d). ' +
        'They cover your use of our website, the entrepreneurial-type quiz, result badges and share links, and the Daily ' +
        'Business Theory Challenge crossword with its leaderboards (together, the \u201cServices\u201d).',
      'By using the Services you agree to these Terms. If you do not agree, please do not use the Services. Our Privacy ' +
        'Policy explains how we handle information about you.',
    ],
  },
} as const satisfies Record<'privacy' | 'terms', LegalPageHeading>;
/** Default community site; the deployment sets its own through COMMUNITY_URL (served in /mf-config.json). */
export const DEFAULT_COMMUNITY_URL = 'https://community.entrepreneurialdna.org';

export interface QuizModeSpec {
  core: number;
  adaptive: number;
  total: number;
  minutes: number;
}

/** One line per type for the results page and the share badge. */
export const TYPE_TAGLINES: Record<EntrepreneurType, string> = {
  Visionary: "Sees tomorrow's opportunities before anyone else",
  Pragmatist: 'Turns complexity into a plan that works',
  Hustler: 'Builds momentum through relentless execution',
  Craftsman: 'Makes things worth being proud of',
  'Social Driver': 'Builds businesses that change lives',
};

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
  fadeInSeconds: 0.5,
  fadeOutSeconds: 0.3,
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

export const SHELL = {
  mobileBreakpointPx: 768,
  scrollTopThresholdPx: 200,
  toastLimit: 1,
  toastRemoveDelayMs: 1_000_000,
  toastDurationMs: 5000,
  toastSwipeDirection: 'right',
  toastSwipeThreshold: 50,
  toastHotkey: ['F8'],
  toastViewportMaxWidthPx: 420,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  tooltipOffsetPx: 4,
} as const;

export const STORAGE_KEYS = {
  theme: 'theme',
  highContrast: 'highContrast',
  crosswordUsername: 'crosswordUsername',
  /** The anonymous crossword player id (a random UUID): streaks, stats and one ranked session a day. */
  crosswordPlayerId: 'crosswordPlayerId',
  quizResult: 'quizResult',
  quizSessionId: 'quizSessionId',
  /** Session storage: the private link token and compare code of the result under quizResult (never tracked). */
  quizResultLink: 'quizResultLink',
  /** Local storage: the quiz in progress (mode, questions, answers, position), so a reload or a closed tab resumes. */
  quizProgress: 'quizProgress',
  /** Local storage: the compare code of a co-founder whose link was opened before this visitor had a result. */
  quizPendingCompare: 'quizPendingCompare',
  /** Local storage: the compare codes of results taken in this browser, so one's own compare link is recognised. */
  quizOwnCompareCodes: 'quizOwnCompareCodes',
  shareBadgeUrl: 'shareBadgeUrl',
  adminSocketToken: 'adminSocketToken',
  cookieConsent: 'cookieConsent',
} as const;

export function questionOptionsStorageKey(questionId: number | string): string {
  return `question_${questionId}_options`;
}

/** Window-level events the shell listens to. */
export const WINDOW_EVENTS = {
  openAbout: 'edna:open-about',
  toggleAbout: 'edna:toggle-about',
} as const;

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

export const REMOTE_KEYS = ['quiz', 'crossword', 'admin'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];
/** Module Federation container names (valid JS identifiers). */
export const REMOTE_CONTAINER_NAMES: Record<RemoteKey, string> = {
  quiz: 'quiz_app',
  crossword: 'crossword_app',
  admin: 'admin_app',
};
/** The module each remote exposes: a map of page name to component. */
export const REMOTE_PAGES_MODULE = 'pages';

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
