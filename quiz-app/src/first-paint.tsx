// Rendered by the quiz's build in Node (tooling/first-paint.mjs), never in the browser: the first view of the quiz's
// pages that have one without the visitor's data, for the API to put in the shell's document.
import { renderRemoteFirstPaint } from '../../tooling/remote-first-paint';
import pages from './pages';

export function renderFirstPaint() {
  return renderRemoteFirstPaint('quiz', { landing: pages.landing, quiz: pages.quiz });
}
