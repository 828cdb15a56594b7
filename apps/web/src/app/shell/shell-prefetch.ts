import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, sessionUserQuery } from '../../lib/session-queries';
import { pageFor } from '../page-registry';
import { buildPermittedRoutes, findRoute } from '../permission-routes';
import { appConfigQuery } from './app-config.api';

/**
 * Starts what a signed-in screen waits for as soon as its route is matched, beside the download of
 * the shell's chunk rather than after it: the user, the menu and the config; and, once the menu says
 * which page `pathname` is, that page's chunks. The shell's queries then find them in flight or done.
 */
export function prefetchShell(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionUserQuery);
  void queryClient
    .fetchQuery(menuQuery)
    .then((menu) => {
      const route = findRoute(buildPermittedRoutes(menu.data), pathname);
      return route && pageFor(route.componente).preload();
    })
    // The shell reports a failed menu; a page that fails to preload is fetched again as it renders.
    .catch(() => undefined);
  void queryClient.prefetchQuery(appConfigQuery);
}
