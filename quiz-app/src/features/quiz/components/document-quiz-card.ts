/**
 * The quiz's first view as the document painted it before this code arrived (its card: the mode field's place, the
 * opening question, option placeholders), or null when the page was reached without it (a navigation inside the
 * site). Read once, as this module loads: the page's code replaces the document's copy as soon as it renders.
 */
export const documentQuizCard: string | null =
  typeof document === 'undefined' ? null : (document.querySelector('main .edna-frame-quiz .edna-frame-card')?.outerHTML ?? null);
