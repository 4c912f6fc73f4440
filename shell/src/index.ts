// Async boundary: shared singletons must be negotiated before any of them is used.
//
// The start evaluates the shared libraries a group at a time, each in a task of its own, instead of all of them and
// the app in one long task: between them the browser paints and answers input. The order is the order of need
// (React's renderer, the router, the ui-kit and its styles, then the app and its hydration).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('@edna/ui-kit');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
