import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionUserSchema } from '@jarvis/contracts/auth';
import { MenuResponseSchema } from '@jarvis/contracts/menu';
import { api } from './api-client';

/** The signed-in user and its menu: the shell and any page may read them (fetched once per session). */
export const sessionKeys = {
  me: ['session', 'me'] as const,
  menu: ['session', 'menu'] as const,
};

/** The signed-in user; the shell waits for it (and for the menu) behind the splash. */
export const sessionUserQuery = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: ({ signal }) => api.get('/api/users/me', SessionUserSchema, { signal }),
  staleTime: Infinity,
});

/** The user's permitted menu: the side menu and the routes are both built from it. */
export const menuQuery = queryOptions({
  queryKey: sessionKeys.menu,
  queryFn: ({ signal }) => api.get('/api/menu', MenuResponseSchema, { signal }),
  staleTime: Infinity,
});

export const useSessionUser = () => useQuery(sessionUserQuery);

export const useMenu = () => useQuery({ ...menuQuery, select: (response) => response.data });

/** Whether the user holds a route, so that a link or a button never leads to a page they cannot open. */
export function useHoldsRoute(ruta: string) {
  const menu = useMenu();
  return menu.data?.some((entry) => entry.subMenu.some((option) => option.ruta === ruta)) ?? false;
}
