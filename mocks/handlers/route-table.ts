/**
 * The live handler list as the console's route table. index.ts registers its groups here (the
 * console handlers cannot import index.ts, which imports them).
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { ENDPOINT_GROUPS, type EndpointGroup, type RouteInfo } from '@/domain/console';

let source: () => Record<string, RequestHandler[]> = () => ({});

export function setRouteSource(groups: () => Record<string, RequestHandler[]>): void {
  source = groups;
}

function groupName(key: string): RouteInfo['group'] | undefined {
  if (key === 'console') return 'console';
  const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return (ENDPOINT_GROUPS as readonly string[]).includes(kebab)
    ? (kebab as EndpointGroup)
    : undefined;
}

export function routeTable(): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const [key, handlers] of Object.entries(source())) {
    const group = groupName(key);
    if (!group) continue; // the 404 catch-all is not a route
    for (const handler of handlers) {
      if (!(handler instanceof HttpHandler)) continue;
      const { method, path } = handler.info;
      routes.push({
        method: String(method),
        // Node registers absolute URLs (see http.ts); the table shows the path.
        path: String(path).replace(/^https?:\/\/[^/]+/, ''),
        group,
      });
    }
  }
  return routes;
}
