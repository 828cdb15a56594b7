import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { SplashScreen } from '../components/ui/splash-screen';
import { RouteErrorPage } from './errors/route-error-page';
import { RedirectIfSignedIn, RequireSignIn } from './route-guards';

const errorPages = () => import('./errors/error-pages');

// Each screen is its own chunk, fetched the first time its route is visited; the login route thus
// never loads the shell.
const screens = {
  authLayout: () => import('../features/auth/auth-layout').then((m) => m.AuthLayout),
  login: () => import('../features/auth/login-page').then((m) => m.LoginPage),
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
};

const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** The whole URL space of Jarvis (spec 1 §2); the signed-in part is built from the user's menu. */
export const routes: RouteObject[] = [
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
              { path: 'registration', lazy: screen(screens.registration) },
              { path: 'forgot-password', lazy: screen(screens.forgotPassword) },
              { path: 'reset-password/:token', lazy: screen(screens.resetPassword) },
            ],
          },
          { path: '*', element: <Navigate to="/auth/login" replace /> },
        ],
      },
      { path: 'logout', lazy: screen(screens.logout) },
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
      {
        Component: RequireSignIn,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          // The user's own routes live inside the shell, built from GET /api/menu.
          { path: '*', lazy: screen(screens.shell) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
