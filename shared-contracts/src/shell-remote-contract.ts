/**
 * The shell–remote contract: what a remote may rely on from the shell it runs in, versioned. The shell and each
 * remote deploy on their own, so the contract only grows (additive changes keep the version; a change an older
 * remote or shell cannot live with raises it). Version 1:
 *  - a remote exposes `./pages` (REMOTE_PAGES_MODULE, the offer's `pagesModule`), a map of page name to component, for the pages of its entry
 *    in the page manifest (REMOTE_PAGE_MANIFEST);
 *  - the shell provides the shared singletons (react, react-dom, react-router-dom, @tanstack/react-query,
 *    styled-components, motion, @edna/ui-kit and its entries), each at a version inside the range the remote's build
 *    requires (the `requiredVersion` of its mf-manifest.json); @edna/shared-contracts' entries are shared but not
 *    singletons: a remote that needs a newer copy than the shell's runs its own;
 *  - the data-client rule: a page whose manifest entry says `dataClient: false` is rendered with no React Query
 *    provider; every other page inside one, unless its remote declares the page without one
 *    (`pages[name].dataClient: false`; an older shell gives it one anyway, which such a page does not mind);
 *  - the shell provides Module Federation's runtime core (the plugin's externalRuntime); a remote bundles its own
 *    bundler runtime.
 * A remote built since version 1 declares what it needs in its mf-manifest.json (`metaData.ednaContract`); one that
 * declares nothing is a version 1 remote (built before the declaration existed). The shell checks a remote before
 * loading it (checkRemoteAgainstShell); a remote that needs more than the shell offers shows the fallback with the
 * reason, tracked as `remote_load_failed`.
 * Its own package entry (`@edna/shared-contracts/shell-remote-contract`), not part of the shared `/rules` singleton:
 * only the shell runs the check, so only the shell's bundle carries it.
 */
export const SHELL_REMOTE_CONTRACT_VERSION = 1;
/** Where a remote's mf-manifest.json carries its declaration: `metaData[REMOTE_CONTRACT_METADATA_KEY]`. */
export const REMOTE_CONTRACT_METADATA_KEY = 'ednaContract';

/** Why the shell did not show a remote's page (`remote_load_failed.reason`). */
export const REMOTE_LOAD_FAILURE_REASONS = [
  /** The remote's manifest, entry or pages module could not be fetched or run. */
  'load_error',
  /** The remote needs a newer contract version than the shell offers. */
  'contract_version',
  /** The remote does not expose `./pages`. */
  'missing_module',
  /** A shared singleton of the shell is outside the range the remote requires. */
  'shared_version',
  /** The page uses the data client where the shell's page manifest says it has none. */
  'data_client',
  /** The remote's pages module has no component for the page. */
  'missing_page',
] as const;
export type RemoteLoadFailureReason = (typeof REMOTE_LOAD_FAILURE_REASONS)[number];

/** A remote's declaration (schemas/shell-remote-contract.ts validates it). */
export interface RemoteContractDeclaration {
  /** The contract version the remote was built against: the shell must offer at least this one. */
  version: number;
  /** The pages the remote exposes, and whether each renders inside the data client. */
  pages: Record<string, { dataClient: boolean }>;
}

/** What the shell reads of a remote's mf-manifest.json (Module Federation's manifest format). */
export interface RemoteManifestView {
  metaData?: Record<string, unknown>;
  exposes?: readonly { name?: string; path?: string }[];
  shared?: readonly { name?: string; singleton?: boolean; requiredVersion?: string | false }[];
}

/** What the running shell offers: its contract version and the version of each shared singleton it provides. */
export interface ShellOffer {
  version: number;
  /** The module the shell loads from every remote (REMOTE_PAGES_MODULE): `pages`. */
  pagesModule: string;
  /** Share key → version; a key ending in `/` covers every sub-path (react/jsx-runtime under react/). */
  shared: Readonly<Record<string, string>>;
}

export type ContractCheck = { ok: true; declaration: RemoteContractDeclaration | null } | { ok: false; reason: RemoteLoadFailureReason; detail: string };

function parseVersion(text: string): number[] | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function compare(a: number[], b: number[]): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether `version` is inside a semver `range` as the federation plugin writes them (`^x.y.z`, `~x.y.z`, `>=x.y.z`,
 * `x.y.z`, `*`, alternatives with `||`). A range in another form is not judged here (true): Module Federation's own
 * version check still warns about it.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const actual = parseVersion(version);
  if (!actual) return true;
  return range.split('||').some((alternative) => {
    const text = alternative.trim();
    if (text === '' || text === '*' || text === 'x') return true;
    const operator = /^(\^|~|>=|=)?\s*/.exec(text)?.[1] ?? '';
    const wanted = parseVersion(text.slice(operator.length).trim());
    if (!wanted || /\s/.test(text.slice(operator.length).trim())) return true;
    const [major = 0, minor = 0] = wanted;
    if (operator === '>=') return compare(actual, wanted) >= 0;
    if (operator === '' || operator === '=') return compare(actual, wanted) === 0;
    if (compare(actual, wanted) < 0) return false;
    if (operator === '~') return actual[0] === major && actual[1] === minor;
    // ^: the leftmost non-zero part stays.
    if (major > 0) return actual[0] === major;
    if (minor > 0) return actual[0] === 0 && actual[1] === minor;
    return compare(actual, wanted) === 0;
  });
}

/** The version the shell offers for a share key: the key itself, or the longest `…/` prefix key covering it. */
function offeredVersion(offer: ShellOffer, name: string): string | undefined {
  if (offer.shared[name] !== undefined) return offer.shared[name];
  const prefix = Object.keys(offer.shared)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : offer.shared[prefix];
}

function declarationOf(manifest: RemoteManifestView): RemoteContractDeclaration | null | 'invalid' {
  const value = manifest.metaData?.[REMOTE_CONTRACT_METADATA_KEY];
  if (value === undefined) return null;
  if (!value || typeof value !== 'object') return 'invalid';
  const { version, pages } = value as Partial<RemoteContractDeclaration>;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || !pages || typeof pages !== 'object') return 'invalid';
  return { version, pages };
}

/**
 * Checks a remote's manifest against what the running shell offers, before the remote's code runs: the contract
 * version, the `./pages` module, and every shared singleton the shell provides against the range the remote requires.
 */
export function checkRemoteAgainstShell(manifest: RemoteManifestView, offer: ShellOffer): ContractCheck {
  const declaration = declarationOf(manifest);
  if (declaration === 'invalid') return { ok: false, reason: 'contract_version', detail: 'the remote declares its contract in a form this shell does not read' };
  const version = declaration?.version ?? 1;
  if (version > offer.version) return { ok: false, reason: 'contract_version', detail: `the remote needs contract ${version}, the shell offers ${offer.version}` };
  const exposes = manifest.exposes ?? [];
  if (!exposes.some((expose) => expose.name === offer.pagesModule || expose.path === `./${offer.pagesModule}`)) {
    return { ok: false, reason: 'missing_module', detail: `the remote does not expose ./${offer.pagesModule}` };
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton || !shared.name || typeof shared.requiredVersion !== 'string') continue;
    const provided = offeredVersion(offer, shared.name);
    if (provided !== undefined && !satisfiesRange(provided, shared.requiredVersion)) {
      return { ok: false, reason: 'shared_version', detail: `${shared.name}: the remote requires ${shared.requiredVersion}, the shell provides ${provided}` };
    }
  }
  return { ok: true, declaration };
}

/**
 * The data-client rule for one page: the shell renders it without a data client when its own page manifest says
 * `dataClient: false`, so a remote that declares the page needs one cannot be shown by this shell.
 */
export function pageDataClientMismatch(declaration: RemoteContractDeclaration | null, page: string, shellGivesDataClient: boolean): boolean {
  return !shellGivesDataClient && declaration?.pages[page]?.dataClient === true;
}

/**
 * The first-paint manifest: what an app's build rendered ahead of time of its own pages, for the API to compose the
 * document with (docs/architecture.md, "The first paint"). Every front end writes it as `first-paint.json` in its
 * build output, next to its entry (served with its other files, so a redeploy of the app updates its first paint).
 *  - The shell's holds, per page of the page manifest (`owner/name`) and for the not-found page, the HTML of `#root`
 *    (header, main, footer) and its CSS, and the scripts that start the app. A remote page's HTML holds
 *    FIRST_PAINT_SLOT where the remote's first view goes, inside the Suspense boundary the shell's RemotePage
 *    renders, with the loading view for a boundary left to the browser.
 *  - A remote's holds, per page name, the HTML of that page's first view and its CSS.
 * The API puts a remote's HTML in the slot as a completed boundary (`<!--$-->…<!--/$-->`), and, when the remote has
 * no manifest of this version (an older remote, a failed read), the loading view as a boundary React renders in the
 * browser (`<!--$!-->…<!--/$-->`, digest CLIENT_RENDERED_SLOT_DIGEST).
 */
export const FIRST_PAINT_MANIFEST_FILE = 'first-paint.json';
export const FIRST_PAINT_MANIFEST_VERSION = 1;
/** Where a remote page's first view goes in the shell's HTML of that page. */
export const FIRST_PAINT_SLOT = '<!--edna-first-paint-slot-->';
/** The shell's key for the not-found page's HTML. */
export const FIRST_PAINT_NOT_FOUND = 'not-found';
/** The digest of a remote page's boundary the document leaves to the browser, so the app does not report it. */
export const CLIENT_RENDERED_SLOT_DIGEST = 'edna-remote-page-rendered-in-browser';

/**
 * The window property under which the document keeps the buttons clicked before the app started (a click on a
 * button of the first paint does nothing until React has taken that HTML over): `{ buttons, stop() }`. The shell
 * stops the recording before it hydrates and clicks those buttons again once the page is ready.
 */
export const EARLY_CLICKS_GLOBAL = 'ednaEarlyClicks';

/** One page's first view: its HTML and the CSS it needs (styled-components' rules, with its rehydration marks). */
export interface FirstPaintPage {
  html: string;
  css: string;
  /** Shell only, for a remote's page: the loading view the boundary shows when the remote has no first view. */
  loading?: string;
}

/**
 * Values a first view may show that only the API knows at request time. A page rendered ahead of time with such a
 * value holds its slot (firstPaintDataSlot) where the text goes, and lists the value's name in `data`. The API fills
 * every slot with the value's text and writes the values into the document (FIRST_PAINT_DATA_ELEMENT_ID, as
 * FirstPaintData), so the browser renders the same text when it takes the view over. An API that lacks a value (or
 * knows no such name) leaves the page to the browser.
 *  - openingQuestion: the text of the question a new quiz opens with.
 */
export const FIRST_PAINT_DATA_NAMES = ['openingQuestion'] as const;
export type FirstPaintDataName = (typeof FIRST_PAINT_DATA_NAMES)[number];
/** The id of the document's `<script type="application/json">` holding the FirstPaintData of its page. */
export const FIRST_PAINT_DATA_ELEMENT_ID = 'edna-first-paint-data';

/** Where a value's text goes in a first view rendered ahead of time (React's escaping leaves it as it is). */
export function firstPaintDataSlot(name: FirstPaintDataName): string {
  return `%%edna-first-paint-data:${name}%%`;
}

/** The request-time values of the document's page (`owner/name` in the page manifest). */
export interface FirstPaintData {
  page: string;
  values: Partial<Record<FirstPaintDataName, string>>;
}

/** A remote page's first view with request-time values: the names of the values its slots hold. */
export interface FirstPaintPageWithData extends FirstPaintPage {
  data: string[];
}

export interface FirstPaintManifest {
  version: number;
  /** The attributes of the `<style>` element the CSS goes in (styled-components' own, so it adopts the rules). */
  styleAttributes: Record<string, string>;
  /** Shell only: the app's entry scripts, in order, each as its tag's attributes (`src`, …). */
  entryScripts: Record<string, string>[];
  pages: Record<string, FirstPaintPage>;
  /**
   * Remote only: the pages whose first view holds request-time values. Kept apart from `pages` so that an API that
   * cannot fill them never shows their slots: it does not read this field.
   */
  pagesWithData?: Record<string, FirstPaintPageWithData>;
}
