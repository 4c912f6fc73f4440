import {
  CROSSWORD_FRAME,
  LANDING_HERO,
  LEGAL_PAGE_HEADINGS,
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  QUIZ,
  QUIZ_PAGE_TITLE,
  RESULT_HEADING,
  STORAGE_KEYS,
  TYPE_INFO,
  primaryTypeLead,
  isoDate,
  matchPage,
  themeFor,
  type LegalPageHeading,
} from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

/**
 * The first paint, sent as HTML inside `#root` before any JavaScript runs: a header bar of the real header's height
 * with the brand, and the first view of the page being opened: the landing hero, a legal page's title and
 * introduction, the quiz's title with its question card's placeholders, the crossword's title block. The shell
 * replaces it when it starts and shows the page's markup (`[data-static-main]`) until the page's own code has
 * arrived, so the largest text is painted with the document instead of after the chain of scripts. Each block keeps
 * the sizes of the component that replaces it. Everything in it is new nodes
 * for the browser, so swapping it moves nothing (no layout shift); the main area keeps the viewport's height, as the
 * shell's does. Colours are the three themes' own (the API cannot import the ui-kit, so they are repeated here; keep
 * them in step with ui-kit/src/theme/themes.ts).
 */
/** Each type's colour (the result card's top border) in the three themes, and which card the stored result shows. */
const TYPE_COLORS = {
  light: ['#6d28d9', '#1d4ed8', '#c2410c', '#047857', '#be185d'],
  dark: ['#c4b5fd', '#93c5fd', '#fdba74', '#6ee7b7', '#f9a8d4'],
  high: ['#ffff00', '#00ffff', '#ff9f40', '#00ff66', '#ff80ff'],
} as const;
const TYPE_FRAME_STYLE = TYPE_INFO.map((info, index) => {
  const card = `.edna-frame-primary[data-type="${info.type}"]`;
  return (
    `${card} { --frame-type: ${TYPE_COLORS.light[index]}; } html[data-theme='dark'] ${card} { --frame-type: ${TYPE_COLORS.dark[index]}; } ` +
    `html[data-contrast='high'] ${card} { --frame-type: ${TYPE_COLORS.high[index]}; } html[data-result-type="${info.type}"] ${card} { display: grid; }`
  );
}).join('\n  ');

const FRAME_STYLE = `
  :root { --frame-bg: #f7f7fb; --frame-surface: #ffffff; --frame-text: #14162b; --frame-muted: #4a4f6a; --frame-border: #d3d6e4;
    --frame-primary: #4338ca; --frame-on-primary: #ffffff; --frame-accent: #b4235a; --frame-on-accent: #ffffff; --frame-link: #3730a3; --frame-placeholder: #eef0f7; }
  html[data-theme='dark'] { --frame-bg: #0f1120; --frame-surface: #181b2e; --frame-text: #eceefa; --frame-muted: #b3b8d4;
    --frame-border: #383d5c; --frame-primary: #a5b4fc; --frame-on-primary: #11132a; --frame-accent: #f9a8d4; --frame-on-accent: #2a0a19; --frame-link: #c7d2fe; --frame-placeholder: #22263d; }
  html[data-contrast='high'] { --frame-bg: #000000; --frame-surface: #000000; --frame-text: #ffffff; --frame-muted: #ffffff;
    --frame-border: #ffffff; --frame-primary: #ffff00; --frame-on-primary: #000000; --frame-accent: #00ffff; --frame-on-accent: #000000; --frame-link: #ffff00; --frame-placeholder: #111111; }
  body { margin: 0; min-height: 100vh; background: var(--frame-bg); color: var(--frame-text); line-height: 1.55; -webkit-font-smoothing: antialiased;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  .edna-frame-header { min-height: calc(4rem + 1px); background: var(--frame-surface); border-bottom: 1px solid var(--frame-border); }
  .edna-frame-bar { box-sizing: border-box; max-width: 72rem; min-height: 4rem; margin: 0 auto; padding: 0.5rem 1rem; display: flex; align-items: center; }
  .edna-frame-brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.125rem; color: var(--frame-text); text-decoration: none; }
  .edna-frame-mark { display: inline-grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 0.625rem; background: var(--frame-primary); color: var(--frame-on-primary); font-size: 0.75rem; }
  .edna-frame-main { box-sizing: border-box; max-width: 72rem; min-height: calc(100vh - 4rem); margin: 0 auto; padding: 1.5rem 1rem 0; }
  .edna-frame-column { max-width: 64rem; margin: 0 auto; }
  .edna-frame-hero { display: grid; justify-items: center; gap: 1rem; padding: 2rem 0 1rem; text-align: center; }
  .edna-frame-hero h1 { margin: 0; font-size: clamp(2rem, 7vw, 3.25rem); line-height: 1.2; letter-spacing: -0.02em; overflow-wrap: anywhere; }
  .edna-frame-eyebrow { margin: 0; font-size: 0.875rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--frame-accent); }
  .edna-frame-lead { max-width: 40rem; margin: 0 0 0.5rem; font-size: 1.125rem; color: var(--frame-muted); }
  .edna-frame-cta { display: inline-flex; align-items: center; min-height: 3.25rem; padding: 0.75rem 1.5rem; border-radius: 0.625rem;
    background: var(--frame-primary); color: var(--frame-on-primary); font-size: 1.125rem; font-weight: 600; text-decoration: none; }
  .edna-frame-quiz h1, .edna-frame-crossword h1 { line-height: 1.2; }
  .edna-frame-legal { box-sizing: border-box; max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; line-height: 1.65; overflow-wrap: break-word; }
  .edna-frame-legal header { margin-bottom: 1.5rem; }
  .edna-frame-legal h1 { margin: 0 0 0.5rem; font-size: clamp(1.75rem, 1.35rem + 1.8vw, 2.5rem); line-height: 1.15; }
  .edna-frame-legal header p { margin: 0; font-size: 0.9375rem; color: var(--frame-muted); }
  .edna-frame-legal-intro { margin-bottom: 1.5rem; }
  .edna-frame-legal-intro p { margin: 0 0 1em; }
  .edna-frame-legal-intro p:last-child { margin-bottom: 0; }
  @media (min-width: 640px) { .edna-frame-legal { padding: 2.5rem 1.5rem 4rem; } }
  .edna-frame-quiz { display: grid; gap: 1.5rem; max-width: 48rem; margin: 0 auto; padding-bottom: 3rem; }
  .edna-frame-quiz h1 { margin: 0; font-size: clamp(1.5rem, 5vw, 2rem); }
  .edna-frame-card { display: grid; gap: 1.25rem; padding: 1.25rem; border: 1px solid var(--frame-border); border-radius: 1rem; background: var(--frame-surface); }
  @media (min-width: 768px) { .edna-frame-card { padding: 1.5rem; } }
  .edna-frame-card span { display: block; width: 100%; height: 1.5rem; background: var(--frame-placeholder); border-radius: 0.375rem; }
  .edna-frame-card .edna-frame-progress { height: 0.625rem; border-radius: 999px; }
  .edna-frame-card .edna-frame-option { height: 3.25rem; border-radius: 0.625rem; }
  .edna-frame-options { display: grid; gap: 0.625rem; }
  .edna-frame-card .edna-frame-mode { max-width: 22rem; height: 8.5rem; background: none; border: 1px dashed var(--frame-border); }
  .edna-frame-question { margin: 0; font-size: clamp(1.125rem, 3.5vw, 1.375rem); font-weight: 700; line-height: 1.35; overflow-wrap: anywhere; }
  html[data-quiz-progress] .edna-frame-question { visibility: hidden; }
  .edna-frame-result { display: grid; gap: 1.5rem; max-width: 56rem; margin: 0 auto; padding-bottom: 3rem; }
  .edna-frame-result-heading { display: grid; gap: 0.25rem; }
  .edna-frame-result h1 { margin: 0; font-size: clamp(1.75rem, 6vw, 2.5rem); line-height: 1.2; }
  .edna-frame-result p { margin: 0; }
  .edna-frame-result-heading p { color: var(--frame-muted); }
  .edna-frame-primary { display: none; gap: 0.5rem; border-top: 0.5rem solid var(--frame-type); }
  .edna-frame-primary h2 { margin: 0; font-size: clamp(2rem, 8vw, 3rem); line-height: 1.2; }
  .edna-frame-primary .edna-frame-eyebrow { color: var(--frame-muted); }
  .edna-frame-primary .edna-frame-lead { max-width: none; margin: 0; font-size: 1.125rem; color: var(--frame-text); }
  ${TYPE_FRAME_STYLE}
  .edna-frame-crossword { max-width: 46rem; margin: 0 auto; padding-bottom: 2rem; }
  @media (min-width: 64rem) { .edna-frame-crossword { max-width: 58rem; } }
  .edna-frame-crossword header { margin-bottom: 1rem; text-align: center; }
  .edna-frame-crossword h1 { margin: 0.5rem 0; font-size: clamp(1.5rem, 5vw, 2.25rem); }
  .edna-frame-badge { display: inline-block; margin: 0; padding: 0.25rem 0.75rem; border-radius: 999px; background: var(--frame-accent);
    color: var(--frame-on-accent); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }
  .edna-frame-line { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1.25rem; margin: 0; color: var(--frame-muted); }
  .edna-frame-line strong { color: var(--frame-text); }
  .edna-frame-line a { color: var(--frame-link); }
`;

/**
 * Applies the visitor's theme before the first paint (the stored choice, else the system's light or dark preference),
 * with the same storage keys, rule and root attributes the shell's theme preference uses, so a dark or high-contrast
 * visitor never sees the light frame flash. It also marks
 * a stored quiz in progress (the quiz then reopens at another question than the one its frame shows, so the frame
 * keeps that question's place without showing it) and, on /results, the primary type of the result this tab holds,
 * whose card the frame then shows.
 */
const THEME_SCRIPT =
  `try{var s=window.localStorage,r=document.documentElement;` +
  `var t=s.getItem(${JSON.stringify(STORAGE_KEYS.theme)});` +
  `r.dataset.theme=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';` +
  `r.dataset.contrast=s.getItem(${JSON.stringify(STORAGE_KEYS.highContrast)})==='true'?'high':'normal';` +
  `if(s.getItem(${JSON.stringify(STORAGE_KEYS.quizProgress)}))r.dataset.quizProgress='';` +
  `if(location.pathname==='/results'){var q=JSON.parse(window.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.quizResult)})||'null');` +
  `if(q&&typeof q.primaryCategory==='string')r.dataset.resultType=q.primaryCategory}}catch(e){}`;

const e = escapeHtml;

function landingHero(): string {
  return (
    '<div class="edna-frame-column"><section class="edna-frame-hero">' +
    `<p class="edna-frame-eyebrow">${e(LANDING_HERO.eyebrow)}</p>` +
    `<h1>${e(PRODUCT_TAGLINE)}</h1>` +
    `<p class="edna-frame-lead">${e(LANDING_HERO.lead)}</p>` +
    `<a class="edna-frame-cta" href="/quiz">${e(LANDING_HERO.cta)}</a>` +
    '</section></div>'
  );
}

function legalHeading(heading: LegalPageHeading): string {
  return (
    '<article class="edna-frame-legal"><header>' +
    `<h1>${e(heading.title)}</h1>` +
    `<p>Last updated: <time datetime="${e(heading.lastUpdatedDateTime)}">${e(heading.lastUpdated)}</time></p>` +
    '</header><div class="edna-frame-legal-intro">' +
    heading.intro.map((paragraph) => `<p>${e(paragraph)}</p>`).join('') +
    '</div></article>'
  );
}

/**
 * The quiz's title and its first view: the mode field's place, the question every new quiz opens with, and
 * placeholders for its options (their order is shuffled per visitor) and for the progress bar.
 */
function quizFrame(openingQuestion: string | null): string {
  const bar = (kind: string) => `<span class="edna-frame-${kind}"></span>`;
  return (
    `<div class="edna-frame-quiz"><h1>${e(QUIZ_PAGE_TITLE)}</h1>` +
    '<div class="edna-frame-card" aria-busy="true">' +
    bar('mode') +
    (openingQuestion ? `<p class="edna-frame-question">${e(openingQuestion)}</p>` : '') +
    `<div class="edna-frame-options">${bar('option').repeat(QUIZ.optionsPerQuestion)}</div>` +
    bar('progress') +
    '</div></div>'
  );
}

/**
 * The head of the results page and, for each type, its primary card (type and lead): the one of the result this tab
 * holds shows (the head script marks it); without a stored result only the head shows, until the page sends the
 * visitor home.
 */
function resultFrame(): string {
  const cards = TYPE_INFO.map(
    ({ type }) =>
      `<section class="edna-frame-card edna-frame-primary" data-type="${e(type)}"><p class="edna-frame-eyebrow">${e(RESULT_HEADING.primaryEyebrow)}</p>` +
      `<h2>${e(type)}</h2><p class="edna-frame-lead">${e(primaryTypeLead(type))}</p></section>`,
  );
  return (
    '<div class="edna-frame-result"><div class="edna-frame-result-heading">' +
    `<h1>${e(RESULT_HEADING.title)}</h1><p>${e(RESULT_HEADING.lead)}</p></div>` +
    cards.join('') +
    '</div>'
  );
}

/** The crossword's title block, with today's theme as the page shows it before the puzzle has loaded. */
function crosswordFrame(): string {
  return (
    '<div class="edna-frame-crossword"><header>' +
    `<p class="edna-frame-badge">${e(CROSSWORD_FRAME.badge)}</p>` +
    `<h1>${e(CROSSWORD_FRAME.title)}</h1>` +
    `<p class="edna-frame-line"><span>${e(CROSSWORD_FRAME.focusLabel)} <strong>${e(themeFor(isoDate()))}</strong></span>` +
    `<a href="/crossword/archive">${e(CROSSWORD_FRAME.pastPuzzles)}</a></p>` +
    '</header></div>'
  );
}

/** What some frames show from the database. */
export interface FrameSources {
  /** The text of the question a new quiz opens with, or null without questions. */
  openingQuestion(): Promise<string | null>;
}

/** The first view of each page the document paints as HTML; other pages get the header bar and an empty main. */
const PAGE_FRAMES: Record<string, (sources: FrameSources) => string | Promise<string>> = {
  'quiz/landing': landingHero,
  'quiz/quiz': async (sources) => quizFrame(await sources.openingQuestion()),
  'quiz/results': resultFrame,
  'crossword/crossword': crosswordFrame,
  'shell/privacy': () => legalHeading(LEGAL_PAGE_HEADINGS.privacy),
  'shell/terms': () => legalHeading(LEGAL_PAGE_HEADINGS.terms),
};

/** The `<style>` for the head and the markup for `#root` of the document at `pathname`. */
export async function staticFrame(pathname: string, nonce: string, sources: FrameSources): Promise<{ style: string; root: string }> {
  const page = matchPage(pathname);
  const main = page ? ((await PAGE_FRAMES[`${page.owner}/${page.name}`]?.(sources)) ?? '') : '';
  return {
    style: `<style nonce="${e(nonce)}">${FRAME_STYLE}</style><script nonce="${e(nonce)}">${THEME_SCRIPT}</script>`,
    root:
      '<div class="edna-frame-header"><div class="edna-frame-bar">' +
      `<a class="edna-frame-brand" href="/"><span class="edna-frame-mark" aria-hidden="true">DNA</span>${e(PRODUCT_NAME)}</a>` +
      '</div></div>' +
      `<main class="edna-frame-main" data-static-main="${e(page ? page.spec.path : '')}">${main}</main>`,
  };
}
