import { LANDING_HERO, PRODUCT_NAME, PRODUCT_TAGLINE, matchPage } from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

/**
 * The first paint, sent as HTML inside `#root` before any JavaScript runs: a header bar of the real header's height
 * with the brand, and for the landing page its hero (title, lead, call to action). The shell replaces it when it
 * starts and shows the hero's markup (`[data-static-main]`) until the landing page's code has arrived, so the
 * largest text is painted with the document instead of after the chain of scripts. Everything in it is new nodes
 * for the browser, so swapping it moves nothing (no layout shift); the main area keeps the viewport's height, as the
 * shell's does. Colours are the light theme's (the default).
 */
const FRAME_STYLE = `
  body { margin: 0; min-height: 100vh; background: #f7f7fb; color: #14162b; line-height: 1.55; -webkit-font-smoothing: antialiased;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  .edna-frame-header { min-height: calc(4rem + 1px); background: #ffffff; border-bottom: 1px solid #d3d6e4; }
  .edna-frame-bar { box-sizing: border-box; max-width: 72rem; min-height: 4rem; margin: 0 auto; padding: 0.5rem 1rem; display: flex; align-items: center; }
  .edna-frame-brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 700; font-size: 1.125rem; color: #14162b; text-decoration: none; }
  .edna-frame-mark { display: inline-grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 0.625rem; background: #4338ca; color: #ffffff; font-size: 0.75rem; }
  .edna-frame-main { box-sizing: border-box; max-width: 72rem; min-height: calc(100vh - 4rem); margin: 0 auto; padding: 1.5rem 1rem 0; }
  .edna-frame-column { max-width: 64rem; margin: 0 auto; }
  .edna-frame-hero { display: grid; justify-items: center; gap: 1rem; padding: 2rem 0 1rem; text-align: center; }
  .edna-frame-hero h1 { margin: 0; font-size: clamp(2rem, 7vw, 3.25rem); line-height: 1.2; letter-spacing: -0.02em; overflow-wrap: anywhere; }
  .edna-frame-eyebrow { margin: 0; font-size: 0.875rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: #b4235a; }
  .edna-frame-lead { max-width: 40rem; margin: 0 0 0.5rem; font-size: 1.125rem; color: #4a4f6a; }
  .edna-frame-cta { display: inline-flex; align-items: center; min-height: 3.25rem; padding: 0.75rem 1.5rem; border-radius: 0.625rem;
    background: #4338ca; color: #ffffff; font-size: 1.125rem; font-weight: 600; text-decoration: none; }
`;

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
    style: `<style nonce="${escapeHtml(nonce)}">${FRAME_STYLE}</style>`,
    root:
      '<div class="edna-frame-header"><div class="edna-frame-bar">' +
      `<a class="edna-frame-brand" href="/"><span class="edna-frame-mark" aria-hidden="true">DNA</span>${escapeHtml(PRODUCT_NAME)}</a>` +
      '</div></div>' +
      `<main class="edna-frame-main" data-static-main="${escapeHtml(page ? page.spec.path : '')}">${main}</main>`,
  };
}
