import { matchPath } from 'react-router';
import type { PermissionEntry } from '@jarvis/contracts/menu';
import {
  ALWAYS_AVAILABLE,
  PAGE_REGISTRY,
  type PageRegistration,
  type PermittedRoute,
} from './page-registry';

const registry = PAGE_REGISTRY as Record<string, PageRegistration | undefined>;

/**
 * The routes a user may open: every sub-entry of every permission entry (hidden ones too — `mostrar`
 * only concerns the side menu), with the parameters its page takes, plus the always-available ones.
 * A `componente` the registry does not know still gets a route (its page falls back to "under
 * construction"), because the permission is what grants the route.
 */
export function buildPermittedRoutes(entries: readonly PermissionEntry[]): PermittedRoute[] {
  const routes = new Map<string, PermittedRoute>();
  for (const entry of entries) {
    for (const option of entry.subMenu) {
      const ruta = option.ruta.replace(/^\/+|\/+$/g, '');
      const suffixes = registry[option.componente]?.suffixes ?? [''];
      for (const suffix of suffixes) {
        const path = `/${ruta}${suffix}`;
        if (!routes.has(path.toLowerCase())) {
          routes.set(path.toLowerCase(), {
            path,
            ruta,
            nombre: option.nombre,
            modulo: entry.modulo,
            componente: option.componente,
          });
        }
      }
    }
  }
  for (const { path, ruta, nombre, modulo, componente } of ALWAYS_AVAILABLE) {
    routes.set(path.toLowerCase(), { path, ruta, nombre, modulo, componente });
  }
  return [...routes.values()];
}

/** The permitted route that serves `pathname`, if any (the router matches paths case-insensitively). */
export function findRoute(
  routes: readonly PermittedRoute[],
  pathname: string,
): PermittedRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
