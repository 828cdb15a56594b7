import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { isToastWanted, subscribeToToastDemand } from '../lib/toast';

// antd's message API is loaded with the first toast: the sign-in page, which raises none, never
// loads antd.
const ToastHost = lazy(() => import('./antd-providers').then((m) => ({ default: m.ToastHost })));

function ToastOutlet() {
  const isWanted = useSyncExternalStore(subscribeToToastDemand, isToastWanted);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** What every route shares; Ant Design's providers wrap only the routes that use it (router.tsx). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
