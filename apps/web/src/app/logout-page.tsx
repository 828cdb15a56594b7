import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@jarvis/contracts/auth';
import { SplashScreen } from '../components/ui/splash-screen';
import { signOut } from '../features/auth/auth.api';
import { toast } from '../lib/toast';

/** /logout: ends the session (server and local) and goes to the login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Effects run twice in development; the server should be asked only once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut().then(() => {
      queryClient.clear();
      toast.success(AUTH_MESSAGES.loggedOut);
      void navigate('/auth/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return <SplashScreen label="Cerrando sesión" />;
}
