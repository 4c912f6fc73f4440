/**
 * What every page's start needs, free of zod: the product's names and the texts of the views rendered ahead of time,
 * the shell's settings, storage keys and window events, the remotes' names, the five types (domain.ts) and the page
 * manifest (pages.ts). Its own shared entry (`@edna/shared-contracts/site`), a part of `/rules`: the shell, the
 * ui-kit core and the landing page import it alone, so a first visit downloads none of the other rules.
 */
import type { EntrepreneurType } from './domain';

export * from './domain';
export * from './pages';
export { isValidAdClient } from './rules/ad-client';

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

/** Default community site; the deployment sets its own through COMMUNITY_URL (served in /mf-config.json). */
export const DEFAULT_COMMUNITY_URL = 'https://community.entrepreneurialdna.org';

/** One line per type for the results page and the share badge. */
export const TYPE_TAGLINES: Record<EntrepreneurType, string> = {
  Visionary: "Sees tomorrow's opportunities before anyone else",
  Pragmatist: 'Turns complexity into a plan that works',
  Hustler: 'Builds momentum through relentless execution',
  Craftsman: 'Makes things worth being proud of',
  'Social Driver': 'Builds businesses that change lives',
};

/** The quiz's pages fade in when reached in the site and out before the next one (QUIZ carries them too). */
export const PAGE_FADE = { inSeconds: 0.5, outSeconds: 0.3 } as const;

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
