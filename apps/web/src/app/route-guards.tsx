import { Navigate, Outlet } from 'react-router';
import { isSignedIn } from '../lib/session';

/** Everything outside /auth, /error and /common needs a session (spec 1 §2). */
export function RequireSignIn() {
  return isSignedIn() ? <Outlet /> : <Navigate to="/auth/login" replace />;
}

/** The sign-in screens make no sense with a session: they send the user home. */
export function RedirectIfSignedIn() {
  return isSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
