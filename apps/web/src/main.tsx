import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { localeError } from '@jarvis/contracts/zod-locale';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { setSessionExpiredHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import globalCss from './app/global.css?inline';

// The base styles travel inside the entry: as a stylesheet of their own they held back the first
// paint by one more request, and nothing is painted before the entry runs anyway.
document.head.append(Object.assign(document.createElement('style'), { textContent: globalCss }));

// zod compiles each object schema to a function (new Function) the first time it parses one: worth it
// for a server parsing millions, not for a page parsing a few answers once, where the compiling is
// most of the cost (and strict CSPs refuse it). Its own messages (for a rule whose schema names none)
// are the Spanish ones, as the API's are.
zodConfig({ jitless: true, localeError });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setSessionExpiredHandler(() => {
  // Clear after leaving: pages still mounted would otherwise refetch into the same 401.
  void router.navigate(SESSION_EXPIRED_PATH, { replace: true }).then(() => queryClient.clear());
});

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// As a transition, React renders the tree in slices of a few milliseconds and gives the main thread
// back between them, instead of one long task while the page has just painted: on a slow phone that
// is what Lighthouse's Total Blocking Time counts (interleaved A/B on /Tickets/Menu, ten runs each:
// TBT median 426 → 311 ms and 364 → 292 ms; bench/tools/lighthouse-ab.mjs).
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
