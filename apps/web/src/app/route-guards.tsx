import { Navigate, Outlet } from 'react-router';
import { isSignedIn } from '../lib/session';

/** The sign-in screens make no sense with a session: they send the user home. */
export function RedirectIfSignedIn() {
  return isSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
