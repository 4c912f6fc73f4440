import { LANDING_HERO, PRODUCT_NAME, PRODUCT_TAGLINE, STORAGE_KEYS, matchPage } from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

/**
 * The first paint, sent as HTML inside `#root` before any JavaScript runs: a header bar of the real header's height
 * with the brand, and for the landing page its hero (title, lead, call to action). The shell replaces it when it
 * starts and shows the hero's markup (`[data-static-main]`) until the landing page's code has arrived, so the
 * largest text is painted with the document instead of after the chain of scripts. Everything in it is new nodes
 * for the browser, so swapping it moves nothing (no layout shift); the main area keeps the viewport's height, as the
 * shell's does. Colours are the three themes' own (the API cannot import the ui-kit, so they are repeated here; keep
 * them in step with ui-kit/src/theme/themes.ts).
 */
const FRAME_STYLE = `
  :root { --frame-bg: #f7f7fb; --frame-surface: #ffffff; --frame-text: #14162b; --frame-muted: #4a4f6a; --frame-border: #d3d6e4;
    --frame-primary: #4338ca; --frame-on-primary: #ffffff; --frame-accent: #b4235a; }
  html[data-theme='dark'] { --frame-bg: #0f1120; --frame-surface: #181b2e; --frame-text: #eceefa; --frame-muted: #b3b8d4;
    --frame-border: #383d5c; --frame-primary: #a5b4fc; --frame-on-primary: #11132a; --frame-accent: #f9a8d4; }
  html[data-contrast='high'] { --frame-bg: #000000; --frame-surface: #000000; --frame-text: #ffffff; --frame-muted: #ffffff;
    --frame-border: #ffffff; --frame-primary: #ffff00; --frame-on-primary: #000000; --frame-accent: #00ffff; }
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
`;

/**
 * Applies the visitor's stored theme before the first paint, with the same storage keys and root attributes the
 * shell's theme preference uses, so a dark or high-contrast visitor never sees the light frame flash.
 */
const THEME_SCRIPT =
  `try{var s=window.localStorage,r=document.documentElement;` +
  `r.dataset.theme=s.getItem(${JSON.stringify(STORAGE_KEYS.theme)})==='dark'?'dark':'light';` +
  `r.dataset.contrast=s.getItem(${JSON.stringify(STORAGE_KEYS.highContrast)})==='true'?'high':'normal'}catch(e){}`;

function landingHero(): string {
  const e = escapeHtml;
  return (
    '<div class="edna-frame-column"><section class="edna-frame-hero">' +
    `<p class="edna-frame-eyebrow">${e(LANDING_HERO.eyebrow)}</p>` +
    `<h1>${e(PRODUCT_TAGLINE)}</h1>` +
    `<p class="edna-frame-lead">${e(LANDING_HERO.lead)}</p>` +
    `<a class="edna-frame-cta" href="/quiz">${e(LANDING_HERO.cta)}</a>` +
    '</section></div>'
  );
}

/** The `<style>` for the head and the markup for `#root` of the document at `pathname`. */
export function staticFrame(pathname: string, nonce: string): { style: string; root: string } {
  const page = matchPage(pathname);
  const main = page?.owner === 'quiz' && page.name === 'landing' ? landingHero() : '';
  return {
    style: `<style nonce="${escapeHtml(nonce)}">${FRAME_STYLE}</style><script nonce="${escapeHtml(nonce)}">${THEME_SCRIPT}</script>`,
    root:
      '<div class="edna-frame-header"><div class="edna-frame-bar">' +
      `<a class="edna-frame-brand" href="/"><span class="edna-frame-mark" aria-hidden="true">DNA</span>${escapeHtml(PRODUCT_NAME)}</a>` +
      '</div></div>' +
      `<main class="edna-frame-main" data-static-main="${escapeHtml(page ? page.spec.path : '')}">${main}</main>`,
  };
}
