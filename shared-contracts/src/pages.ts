/**
 * The page manifest: every page of the site, which part renders it and at which route. The shell builds its router
 * from it, each remote's `pages` module is typed against it, and the API answers 200 or 404 for a document path
 * with it. A remote deployed alone that drops or renames a page fails its own type check instead of breaking the
 * shell at run time. Changes are additive: a page may be added, never renamed or removed while a shell still uses it.
 */
import type { RemoteKey } from './site';

// The shapes of the pages' parameters (quiz-results.ts and crossword-leagues.ts export them too).
/** A result's private link token: 32 random bytes, base64url (256 bits). Whoever holds it may read and delete the result. */
export const RESULT_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';
/** A result's compare code: 16 bytes derived from the token, base64url (128 bits). It only shows the result, read-only. */
export const COMPARE_CODE_PATTERN = '[A-Za-z0-9_-]{22}';
/** A league's code: 8 letters and digits, without look-alikes (0, 1, l, o). */
export const LEAGUE_CODE_PATTERN = '[a-km-np-z2-9]{8}';

export type PageAccess = 'public' | 'admin';

export interface PageSpec {
  /** A react-router path; `:name` segments match one path segment. */
  readonly path: string;
  /** Patterns the `:name` segments must match for the path to be a page (otherwise the not-found page, HTTP 404). */
  readonly params?: Readonly<Record<string, string>>;
  /** `admin`: the shell shows it to admins only (visitors go to /auth, other users to /). Default `public`. */
  readonly access?: PageAccess;
  /**
   * `false`: the page uses no data client (React Query), so the shell renders it without loading one and a first
   * visit to it downloads none. Default: the shell loads the data client with the page's code. A page may start
   * using the data client only once the shell it runs in knows that (drop the flag in the shell's release first).
   */
  readonly dataClient?: boolean;
}

/** Pages each remote exposes through its `./pages` module (a map of page name to component). */
export const REMOTE_PAGE_MANIFEST = {
  quiz: {
    landing: { path: '/', dataClient: false },
    quiz: { path: '/quiz' },
    results: { path: '/results' },
    /** A kept result, reopened from its private link on any device. */
    result: { path: '/r/:token', params: { token: RESULT_TOKEN_PATTERN } },
    /** A co-founder's result beside the visitor's own, from a read-only compare link. */
    compare: { path: '/compare/:code', params: { code: COMPARE_CODE_PATTERN } },
  },
  crossword: {
    crossword: { path: '/crossword' },
    archive: { path: '/crossword/archive' },
    'archive-puzzle': { path: '/crossword/:date', params: { date: '\\d{4}-\\d{2}-\\d{2}' } },
    /** A league's boards and join form, from its join link. */
    league: { path: '/crossword/leagues/:code', params: { code: LEAGUE_CODE_PATTERN } },
  },
  admin: {
    auth: { path: '/auth' },
    dashboard: { path: '/admin', access: 'admin' },
  },
} as const satisfies Record<RemoteKey, Record<string, PageSpec>>;

/** Pages the shell renders itself. */
export const SHELL_PAGE_MANIFEST = {
  privacy: { path: '/privacy' },
  terms: { path: '/terms' },
} as const satisfies Record<string, PageSpec>;

export type RemotePageName<R extends RemoteKey> = keyof (typeof REMOTE_PAGE_MANIFEST)[R] & string;

/**
 * What a remote's `./pages` module must export: one component per page of its manifest entry. A remote types its
 * map as `RemotePagesOf<'quiz', ComponentType>`, so a missing or misspelt page is a compile error.
 */
export type RemotePagesOf<R extends RemoteKey, Component> = Record<RemotePageName<R>, Component>;

export interface ManifestPage {
  owner: RemoteKey | 'shell';
  name: string;
  spec: PageSpec;
}

/** Every page, remote pages first (in manifest order), then the shell's. */
export const ALL_PAGES: readonly ManifestPage[] = [
  ...Object.entries(REMOTE_PAGE_MANIFEST).flatMap(([owner, pages]) =>
    Object.entries(pages).map(([name, spec]) => ({ owner: owner as RemoteKey, name, spec: spec as PageSpec })),
  ),
  ...Object.entries(SHELL_PAGE_MANIFEST).map(([name, spec]) => ({ owner: 'shell' as const, name, spec: spec as PageSpec })),
];

/** The page a path belongs to (a trailing slash is ignored), or null: the not-found page. */
export function matchPage(pathname: string): ManifestPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  // A literal segment wins over a parameter (/crossword/archive before /crossword/:date), whatever the order.
  const candidates = ALL_PAGES.filter((page) => segmentsMatch(page.spec, segments));
  candidates.sort((a, b) => paramCount(a.spec) - paramCount(b.spec));
  return candidates[0] ?? null;
}

function paramCount(spec: PageSpec): number {
  return spec.path.split('/').filter((segment) => segment.startsWith(':')).length;
}

function segmentsMatch(spec: PageSpec, segments: readonly string[]): boolean {
  const pattern = spec.path.split('/');
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index] as string;
    if (!part.startsWith(':')) return part === segment;
    if (segment === '') return false;
    const rule = spec.params?.[part.slice(1)];
    return rule === undefined || new RegExp(`^(?:${rule})$`).test(segment);
  });
}
