import type { RouteObject } from 'react-router';

/**
 * The pages once per language, each copy at the same depth: English under a pathless route, Portuguese and Spanish
 * under their prefix. A language switch then renders the same components in the same places, so React keeps every
 * page's state — the answers a rider has typed in a form survive it. (With English pages directly under the root
 * and the others one level deeper, the switch changed the tree's shape and remounted the page, emptying its forms.)
 */
export function languageRoutes(pages: () => RouteObject[]): RouteObject[] {
  return [
    { id: 'en', children: pages() },
    { path: 'pt', children: pages() },
    { path: 'es', children: pages() },
  ];
}
