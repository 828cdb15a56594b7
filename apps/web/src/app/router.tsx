import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, replace, type RouteObject } from 'react-router';
import { HOME_PATH, SESSION_EXPIRED_PATH, SPLASH_MAX_MS } from '@jarvis/contracts/shell';
import { SplashScreen } from '../components/ui/splash-screen';
import { isSignedIn, PASSWORD_CHANGE_PATH } from '../lib/session';
import { RouteErrorPage } from './errors/route-error-page';
import { RedirectIfSignedIn } from './route-guards';
import {
  isShellCold,
  prefetchShell,
  SIGNED_IN_ROUTE,
  type SignedInData,
} from './shell/shell-prefetch';

const errorPages = () => import('./errors/error-pages');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Each screen is its own chunk, fetched the first time its route is visited; the login route thus
// never loads the shell. Ant Design's providers are a layout route of their own around the screens
// built with antd outside the shell, and wrap each antd page inside it: the sign-in page, the shell
// and the tickets menu are plain React and CSS and load none of it.
const screens = {
  antdFrame: () => import('./antd-providers').then((m) => m.AntdFrame),
  authLayout: () => import('../features/auth/auth-layout').then((m) => m.AuthLayout),
  login: () =>
    import('../features/auth/login-page').then(
      ({ LoginPage }) =>
        function SignIn() {
          return <LoginPage onSignInStart={warmUpShell} />;
        },
    ),
  registration: () => import('../features/auth/registration-page').then((m) => m.RegistrationPage),
  forgotPassword: () =>
    import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetPassword: () =>
    import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  authorize: () => import('../features/auth/authorize-page').then((m) => m.AuthorizePage),
  logout: () => import('./logout-page').then((m) => m.LogoutPage),
  sessionExpired: () => import('./errors/session-expired-page').then((m) => m.SessionExpiredPage),
  errorV2: () => errorPages().then((m) => m.ErrorV2Page),
  errorV3: () => errorPages().then((m) => m.ErrorV3Page),
  errorV4: () => errorPages().then((m) => m.ErrorV4Page),
  errorV5: () => errorPages().then((m) => m.ErrorV5Page),
  errorV6: () => errorPages().then((m) => m.ErrorV6Page),
  supplierError: () =>
    import('./errors/create-supplier-error-page').then((m) => m.CreateSupplierErrorPage),
  shell: () => import('./shell/shell-layout').then((m) => m.ShellLayout),
  ownPassword: () => import('../features/users/own-password-page').then((m) => m.OwnPasswordPage),
};

/**
 * Fetches the signed-in shell's chunks, and Ant Design for the pages past the first, while the
 * visitor types and the sign-in runs (it waits a second by design), never while the sign-in page
 * itself is loading.
 */
function warmUpShell() {
  void Promise.all([screens.antdFrame(), screens.shell()]).catch(() => undefined);
}

const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** The whole URL space of Jarvis (spec 1 §2); the signed-in part is built from the user's menu. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    HydrateFallback: SplashScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: 'auth',
        Component: RedirectIfSignedIn,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            lazy: screen(screens.authLayout),
            children: [
              { path: 'login/:username?', lazy: screen(screens.login) },
              {
                lazy: screen(screens.antdFrame),
                children: [
                  { path: 'registration', lazy: screen(screens.registration) },
                  { path: 'forgot-password', lazy: screen(screens.forgotPassword) },
                  { path: 'reset-password/:token', lazy: screen(screens.resetPassword) },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/auth/login" replace /> },
        ],
      },
      { path: 'logout', lazy: screen(screens.logout) },
      {
        lazy: screen(screens.antdFrame),
        children: [
          {
            path: 'error',
            children: [
              { index: true, element: <Navigate to={SESSION_EXPIRED_PATH} replace /> },
              { path: 'error-v1', lazy: screen(screens.sessionExpired) },
              { path: 'error-v2', lazy: screen(screens.errorV2) },
              { path: 'error-v3', lazy: screen(screens.errorV3) },
              { path: 'error-v4', lazy: screen(screens.errorV4) },
              { path: 'error-v5', lazy: screen(screens.errorV5) },
              { path: 'error-v6', lazy: screen(screens.errorV6) },
              { path: 'create-supplier-error', lazy: screen(screens.supplierError) },
              { path: '*', lazy: screen(screens.errorV2) },
            ],
          },
          { path: 'common/authorize', lazy: screen(screens.authorize) },
        ],
      },
      {
        // Everything outside /auth, /error and /common needs a session (spec 1 §2). Decided here, as
        // the navigation starts: a guard component rendered later could see the session a first 401
        // had just ended and send the user to the login instead of the session-expired page. The
        // shell's data and the page's chunks are fetched from here too, beside the shell's chunk.
        // The first signed-in screen waits for them (the splash stays, at most its 3 s), so frame
        // and page appear together in one render instead of the frame, a spinner and, no sooner
        // than 300 ms later, the page; a later navigation waits for nothing.
        id: SIGNED_IN_ROUTE,
        loader: async ({ request }): Promise<SignedInData | Response> => {
          if (!isSignedIn()) return replace('/auth/login');
          const splashEndsAt = performance.now() + SPLASH_MAX_MS;
          const isCold = isShellCold(queryClient);
          const ready = prefetchShell(queryClient, new URL(request.url).pathname);
          if (isCold) await Promise.race([ready, delay(SPLASH_MAX_MS)]);
          return { splashEndsAt };
        },
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          // Outside the shell: a user who must replace a password someone else set sees nothing
          // else (the shell sends it here), and the page loads no menu or side bar.
          {
            lazy: screen(screens.antdFrame),
            children: [{ path: PASSWORD_CHANGE_PATH.slice(1), lazy: screen(screens.ownPassword) }],
          },
          // The user's own routes live inside the shell, built from GET /api/menu. The shell is
          // plain; each page brings Ant Design's providers if it uses antd (page-registry.tsx).
          { path: '*', lazy: screen(screens.shell) },
        ],
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient));
