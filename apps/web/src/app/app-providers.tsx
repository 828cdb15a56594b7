import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setToastApi } from '../lib/toast';
import { theme } from './theme';

// Only the message API here: antd's <App> would also pull modal and notification into the login
// bundle. The shell adds <App> for the pages that need them.
function ToastHost() {
  const [messageApi, holder] = message.useMessage();
  useEffect(() => {
    setToastApi({
      success: (content, duration) => messageApi.success(content, duration),
      error: (content, duration) => messageApi.error(content, duration),
    });
    return () => setToastApi(null);
  }, [messageApi]);
  return holder;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
