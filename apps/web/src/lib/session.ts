import { STORAGE_KEYS } from '@jarvis/contracts/auth';

/**
 * 'Cambiar contraseña': where a user whose password someone else set is kept until it chooses its
 * own (and where anyone may change theirs).
 */
export const PASSWORD_CHANGE_PATH = '/cambiar-contrasena';

/** Only the token and the user id are persisted (spec 1 §3); the user itself is always re-fetched. */
export type StoredSession = { id: number; authToken: string };

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getUserId(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userId);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, session.authToken);
  localStorage.setItem(STORAGE_KEYS.userId, String(session.id));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.userId);
}
