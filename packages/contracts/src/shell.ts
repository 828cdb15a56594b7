import { z } from 'zod';

/** Constants of the application shell (spec 1 §2, §9; spec 3 §9). */
export const VERSION_LABEL = 'Jarvis | ver2.0';
export const SPLASH_MAX_MS = 3000;
export const HOME_PATH = '/Tickets/Menu';
export const SESSION_EXPIRED_PATH = '/error/error-v1';
export const TOAST_SECONDS = { default: 1, userAdminError: 5, recovery: 1 } as const;
export const GREETING = 'Hola,';
export const MENU_TEXTS = {
  myProfile: 'Mi Perfil',
  notAvailable: 'No disponible',
  logout: 'Cerrar Sesión',
  today: 'Hoy',
} as const;

/** Public facts the web app needs before sign-in. */
export const AppConfigSchema = z.object({
  businessTz: z.string(),
  /**
   * The business zone's offset from UTC when the answer was given, in minutes (-360 for San
   * Salvador): the shell tells today's date from it without loading the browser's time-zone data.
   */
  utcOffsetMinutes: z.number().int(),
  version: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
