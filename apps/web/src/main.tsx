// First: zod's settings must be in place before any schema is built (lib/zod-setup).
import './lib/zod-setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { setPasswordChangeHandler, setSessionExpiredHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { PASSWORD_CHANGE_PATH } from './lib/session';
import globalCss from './app/global.css?inline';

// The base styles travel inside the entry: as a stylesheet of their own they held back the first
// paint by one more request, and nothing is painted before the entry runs anyway.
document.head.append(Object.assign(document.createElement('style'), { textContent: globalCss }));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setSessionExpiredHandler(() => {
  // Clear after leaving: pages still mounted would otherwise refetch into the same 401.
  void router.navigate(SESSION_EXPIRED_PATH, { replace: true }).then(() => queryClient.clear());
});

setPasswordChangeHandler(() => {
  void router.navigate(PASSWORD_CHANGE_PATH, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// As a transition, React renders the tree in slices of a few milliseconds and gives the main thread
// back between them, instead of one long task while the page has just painted: on a slow phone that
// is what Lighthouse's Total Blocking Time counts (decision 0005).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
