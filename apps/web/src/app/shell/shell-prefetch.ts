import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, sessionUserQuery } from '../../lib/session-queries';
import { appConfigQuery } from './app-config.api';

/**
 * Starts what a signed-in screen waits for as soon as its route is matched, beside the download of
 * the shell's chunk rather than after it: the user, the menu and the config. The shell's queries
 * then find them in flight or done.
 */
export function prefetchShell(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionUserQuery);
  void queryClient.prefetchQuery(menuQuery);
  void queryClient.prefetchQuery(appConfigQuery);
}
