import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { setSessionExpiredHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import './app/global.css';

dayjs.locale('es');

const queryClient = createQueryClient();
const router = createAppRouter();

setSessionExpiredHandler(() => {
  // Clear after leaving: pages still mounted would otherwise refetch into the same 401.
  void router.navigate(SESSION_EXPIRED_PATH, { replace: true }).then(() => queryClient.clear());
});

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
