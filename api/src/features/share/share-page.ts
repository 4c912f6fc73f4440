import { PRODUCT_NAME, TYPE_INFO, TYPE_INFO_BY_TYPE, TYPE_TAGLINES, type EntrepreneurType, type TypeMix } from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';
import { BADGE_HEIGHT, BADGE_PAGE_WIDTH, BADGE_WIDTH } from './badge';

/** How wide the badge shows: the main column (44rem at most, 1rem padding each side). */
const BADGE_SIZES = '(max-width: 44rem) calc(100vw - 2rem), 42rem';

export const shareText = (type: EntrepreneurType) => `I'm a ${type} entrepreneur!`;

const PAGE_STYLE = `
  :root { color-scheme: light dark; --bg: #f7f7fb; --surface: #ffffff; --text: #14162b; --muted: #4a4f6a; --primary: #4338ca; --on-primary: #ffffff; --border: #d3d6e4; --focus: #1d4ed8; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #0f1120; --surface: #181b2e; --text: #eceefa; --muted: #b3b8d4; --primary: #a5b4fc; --on-primary: #11132a; --border: #383d5c; --focus: #93c5fd; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; line-height: 1.5; }
  main { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem 3rem; display: grid; gap: 1.25rem; justify-items: center; text-align: center; }
  .brand { font-weight: 700; color: var(--text); text-decoration: none; }
  img { width: 100%; height: auto; border-radius: 1rem; border: 1px solid var(--border); background: var(--surface); }
  h1 { margin: 0; font-size: clamp(1.5rem, 5vw, 2.25rem); line-height: 1.2; }
  p { margin: 0; color: var(--muted); }
  .mix { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
  .cta { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0.625rem 1.5rem; border-radius: 0.625rem; background: var(--primary); color: var(--on-primary); font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  @media (forced-colors: active) { .cta { border: 2px solid ButtonText; } }
`;

/** The site's icon (as the shell's document has it), so browsers do not ask for a /favicon.ico that does not exist. */
const SITE_ICON_HREF =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%234338ca'/%3E%3Cpath d='M9 21v22h4c7 0 10-4 10-11s-3-11-10-11zM29 43V21l11 22V21M44 43l6-22 6 22M46 36h8' fill='none' stroke='%23fff' stroke-width='4.5' stroke-linejoin='round' stroke-linecap='round'/%3E%3C/svg%3E";

function document(nonce: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="${SITE_ICON_HREF}">
${head}
<style nonce="${escapeHtml(nonce)}">${PAGE_STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">${escapeHtml(PRODUCT_NAME)}</a>
${body}
</main>
</body>
</html>`;
}

export interface SharePageInput {
  type: EntrepreneurType;
  /** The five-type mix of the shared result; null for a share of a type alone. */
  mix: TypeMix | null;
  /** Absolute URLs (social networks fetch them from elsewhere). */
  pageUrl: string;
  imageUrl: string;
  /** Same-origin paths of the badge and its smaller copy for the page's own <img> (the CSP allows 'self' only). */
  imagePath: string;
  pageImagePath: string;
  nonce: string;
}

/** The public page of a shared result: Open Graph and Twitter card tags pointing at the badge, and the badge itself. */
/** 'Visionary 10% · Pragmatist 15% · …' in option order. */
export const mixText = (mix: TypeMix) => TYPE_INFO.map((info) => `${info.type} ${Math.round(mix[info.key])}%`).join(' · ');

export function renderSharePage({ type, mix, pageUrl, imageUrl, imagePath, pageImagePath, nonce }: SharePageInput): string {
  const title = shareText(type);
  const mixSentence = mix ? ` My mix: ${mixText(mix)}.` : '';
  const description = `${type}: ${TYPE_INFO_BY_TYPE[type].description}. ${TYPE_TAGLINES[type]}.${mixSentence} Take the quiz and crack your Entrepreneurial DNA.`;
  const alt = `${PRODUCT_NAME} badge: ${title}`;
  const e = escapeHtml;
  const head = [
    `<title>${e(title)} · ${e(PRODUCT_NAME)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(pageUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(PRODUCT_NAME)}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(pageUrl)}">`,
    `<meta property="og:image" content="${e(imageUrl)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${BADGE_WIDTH}">`,
    `<meta property="og:image:height" content="${BADGE_HEIGHT}">`,
    `<meta property="og:image:alt" content="${e(alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    `<meta name="twitter:image" content="${e(imageUrl)}">`,
    `<meta name="twitter:image:alt" content="${e(alt)}">`,
  ].join('\n');
  const body = [
    // The page's largest paint: the smaller copy unless the screen is dense enough to use the full badge.
    `<img src="${e(pageImagePath)}" srcset="${e(pageImagePath)} ${BADGE_PAGE_WIDTH}w, ${e(imagePath)} ${BADGE_WIDTH}w" sizes="${BADGE_SIZES}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" fetchpriority="high" alt="${e(alt)}">`,
    `<h1>${e(title)}</h1>`,
    ...(mix
      ? [`<ul class="mix" aria-label="My five-type mix">${TYPE_INFO.map((info) => `<li>${e(info.type)} <strong>${Math.round(mix[info.key])}%</strong></li>`).join('')}</ul>`]
      : []),
    `<p>${e(`${type}s are ${TYPE_INFO_BY_TYPE[type].description}. Which entrepreneurial type are you?`)}</p>`,
    `<a class="cta" href="/">Take the quiz</a>`,
  ].join('\n');
  return document(nonce, head, body);
}

/** The page for a share link that does not exist (HTTP 404). */
export function renderShareNotFoundPage(nonce: string): string {
  return document(
    nonce,
    `<title>Share not found · ${escapeHtml(PRODUCT_NAME)}</title>\n<meta name="robots" content="noindex">`,
    [
      '<h1>This shared result does not exist</h1>',
      '<p>The link may be mistyped, or the result was removed. You can still find out your own entrepreneurial type.</p>',
      '<a class="cta" href="/">Take the quiz</a>',
    ].join('\n'),
  );
}
