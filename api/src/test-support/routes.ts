/** The routes an Express application or router answers, read from its layers (for tests that must cover them all). */
interface RouteLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouteLayer[] };
}

/** Every [METHOD, path] a router answers, with the paths of the routers mounted in it prepended. */
export function routesOf(router: unknown, prefix = ''): [string, string][] {
  const stack = (router as { stack?: RouteLayer[]; router?: { stack: RouteLayer[] } }).stack ?? (router as { router: { stack: RouteLayer[] } }).router.stack;
  const found: [string, string][] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) found.push([method.toUpperCase(), `${prefix}${layer.route.path}`]);
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      found.push(...routesOf(layer.handle, `${prefix}${mount}`));
    }
  }
  return found;
}
