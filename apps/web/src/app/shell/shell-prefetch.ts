import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, sessionUserQuery } from '../../lib/session-queries';
import { pageFor } from '../page-registry';
import { buildPermittedRoutes, findRoute } from '../permission-routes';
import { appConfigQuery } from '../../lib/app-config';

/**
 * Starts what a signed-in screen waits for as soon as its route is matched, beside the download of
 * the shell's chunk rather than after it: the user, the menu and the config; and, once the menu says
 * which page `pathname` is, that page's chunks. The shell's queries then find them in flight or done.
 *
 * Resolves when the user and the menu have answered and the page's chunks are here, or have failed:
 * it never rejects. The shell reports a failed user or menu; a page that failed to preload is
 * fetched again as it renders.
 */
export function prefetchShell(queryClient: QueryClient, pathname: string): Promise<void> {
  const user = queryClient.prefetchQuery(sessionUserQuery);
  const page = queryClient.fetchQuery(menuQuery).then((menu) => {
    const route = findRoute(buildPermittedRoutes(menu.data), pathname);
    return route && pageFor(route.componente).preload();
  });
  void queryClient.prefetchQuery(appConfigQuery);
  return Promise.allSettled([user, page]).then(() => undefined);
}

/** The id of the route around every signed-in screen, whose loader runs this prefetch. */
export const SIGNED_IN_ROUTE = 'signed-in';

/** What that loader hands the shell: when the splash must hide (spec 1: after 3 seconds). */
export type SignedInData = { splashEndsAt: number };

/** True until the shell's user and menu are first in the cache: the first signed-in screen. */
export function isShellCold(queryClient: QueryClient): boolean {
  return !queryClient.getQueryData(menuQuery.queryKey);
}
