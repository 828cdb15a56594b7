import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { api } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session-queries';
import { clearSession, saveSession } from '../../lib/session';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
