const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, at the visitor's first interaction with the page (a pointer, a key, a focus move): the moment
 * to fetch code the first paint does not need but the next step may. Returns a function that cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const cancel = () => {
    for (const name of FIRST_INTERACTION_EVENTS) window.removeEventListener(name, run);
  };
  function run() {
    cancel();
    callback();
  }
  for (const name of FIRST_INTERACTION_EVENTS) window.addEventListener(name, run, { passive: true });
  return cancel;
}
