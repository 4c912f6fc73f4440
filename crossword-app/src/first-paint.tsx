// Rendered by the crossword's build in Node (tooling/first-paint.mjs), never in the browser: the first view of the
// daily crossword without the visitor's data (its title and the grid's place), for the API to put in the document.
import { renderRemoteFirstPaint } from '../../tooling/remote-first-paint';
import pages from './pages';

export function renderFirstPaint() {
  return renderRemoteFirstPaint('crossword', { crossword: pages.crossword });
}
