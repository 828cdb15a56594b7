import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  LOGIN_DELAY_MS,
  LoginResponseSchema,
  SessionUserSchema,
  type ForgotPassword,
  type Login,
  type Registration,
  type ResetPassword,
  type SessionUser,
} from '@jarvis/contracts/auth';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { MenuResponseSchema } from '@jarvis/contracts/menu';
import { api } from '../../lib/api-client';
import { clearSession, saveSession } from '../../lib/session';

export const sessionKeys = {
  me: ['session', 'me'] as const,
  menu: ['session', 'menu'] as const,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * Signs in as the spec describes: a one-second pause, the login, the token and UID stored, then the
 * user fetched; a failed user fetch undoes the sign-in.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (values: Login): Promise<SessionUser> => {
      await wait(LOGIN_DELAY_MS);
      const { usuario } = await api.post('/api/auth/login', values, LoginResponseSchema);
      saveSession(usuario);
      try {
        const user = await api.get('/api/users/me', SessionUserSchema, { redirectOnExpiry: false });
        queryClient.setQueryData(sessionKeys.me, user);
        return user;
      } catch (error) {
        await signOut();
        throw error;
      }
    },
  });
}

/** Ends the session on the server when it can; the local session is cleared either way. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout', undefined, z.unknown(), { redirectOnExpiry: false });
  } catch {
    // The server session may already be gone (expired, revoked); signing out locally is what matters.
  }
  clearSession();
}

export function useForgotPassword() {
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: (values: ForgotPassword) =>
      api.post('/api/auth/forgot-password', values, SuccessSchema),
  });
}

export function useRegistration() {
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: (values: Registration) => api.post('/api/auth/register', values, SuccessSchema),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: (values: ResetPassword) =>
      api.post('/api/auth/reset-password', values, SuccessSchema),
  });
}
