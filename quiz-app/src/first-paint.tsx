// Rendered by the quiz's build in Node (tooling/first-paint.mjs), never in the browser: the first view of the quiz's
// pages that have one without the visitor's data, for the API to put in the shell's document.
import { renderRemoteFirstPaint } from '../../tooling/remote-first-paint';
import { firstPaintDataSlot } from '@edna/shared-contracts/shell-remote-contract';
import { FirstPaintSlots } from './shared/first-paint-data';
import pages from './pages';

/** The quiz page's view holds the opening question, which the API fills in at request time. */
function QuizPageWithSlots() {
  return (
    <FirstPaintSlots slotOf={firstPaintDataSlot}>
      <pages.quiz />
    </FirstPaintSlots>
  );
}

export function renderFirstPaint() {
  return renderRemoteFirstPaint('quiz', { landing: pages.landing, quiz: QuizPageWithSlots });
}
