/**
 * Runs `callback` in a task of its own once the browser has painted the current frame, so work that can wait a
 * moment (opening a dialog over a page that just rendered) does not lengthen the task that shows the page.
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
