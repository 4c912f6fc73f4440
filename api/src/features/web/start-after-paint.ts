import { EARLY_CLICKS_GLOBAL } from '@edna/shared-contracts/shell-remote-contract';
import { escapeHtml } from '../../shared/html';

/** The attributes of one `<link rel="preload">` (without `rel`), in the order they are written. */
export type PreloadLink = Record<string, string>;

/** The attributes of one of the shell's entry scripts (`src`, …), as its first-paint manifest lists them. */
export type EntryScript = Record<string, string>;

/** How long the document waits for its first frame before it starts the app anyway. */
export const START_FALLBACK_MS = 1000;

/**
 * At most this many early clicks are kept: a shell that never stops the recording (one older than it, which does not
 * hydrate) leaves it running for the page's life.
 */
export const EARLY_CLICKS_KEPT = 20;

/** JSON that is safe inside an inline `<script>`: no `<` (so no `</script>` or `<!--`), no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/**
 * The inline script (under the page nonce, at the end of the body) that starts the app once the document has painted
 * its first view: it inserts the preload links, then the entry scripts (in the build's order, `async = false`, with
 * the page nonce), one element per task (each insertion starts a request, which costs the main thread a few
 * milliseconds on a slow phone; one after the other they made a long task). It starts in the task after the first
 * frame (requestAnimationFrame, then a macrotask, so after that frame's paint), at the latest after START_FALLBACK_MS,
 * and at once in a hidden tab (which renders no frame).
 *
 * Until the shell stops it (before it hydrates), the script also records the buttons of the first paint that are
 * clicked, under EARLY_CLICKS_GLOBAL: such a click reaches no handler yet, so the shell clicks them again once the page
 * is ready. A button of a form is left out (the browser submits the form itself).
 *
 * Why: the document paints the page's largest text itself, so nothing the scripts do is needed for it; but requests
 * the parser starts before that paint (preload links, a deferred script) and that finish before it are counted by
 * Lighthouse's simulated LCP as if the paint waited for them. Waiting for the `paint` performance entry instead
 * was measured too: it comes one or two frames later (the paint's presentation) and delayed the app's start by
 * about 60 ms more (median over the five routes), for at most one more 1 KB request kept out of the estimate.
 */
export function startAfterPaintScript(nonce: string, preloads: PreloadLink[], scripts: EntryScript[]): string {
  if (!preloads.length && !scripts.length) return '';
  const code =
    `(function(d,w){var p=${scriptJson(preloads)},s=${scriptJson(scripts)},c=d.currentScript,n=c&&c.nonce,done=0,t,b=[];` +
    `function r(e){var x=e.target&&e.target.closest&&e.target.closest("button");if(x&&!x.form&&!x.disabled&&b.length<${EARLY_CLICKS_KEPT})b.push(x)}` +
    `d.addEventListener('click',r,true);w[${scriptJson(EARLY_CLICKS_GLOBAL)}]={buttons:b,stop:function(){d.removeEventListener('click',r,true)}};` +
    'function add(tag,a,x){var e=d.createElement(tag);for(var k in a)e.setAttribute(k,a[k]);x(e);d.head.appendChild(e)}' +
    'function go(){if(done)return;done=1;clearTimeout(t);var i=0;' +
    "function step(){if(i<p.length)add('link',p[i],function(e){e.rel='preload'});" +
    "else add('script',s[i-p.length],function(e){e.async=false;if(n)e.nonce=n});" +
    'i++;if(i<p.length+s.length)setTimeout(step,0)}step()}' +
    `if(d.visibilityState==='hidden')return go();t=setTimeout(go,${START_FALLBACK_MS});` +
    'w.requestAnimationFrame(function(){setTimeout(go,0)})})(document,window)';
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}
