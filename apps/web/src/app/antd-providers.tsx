import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider, message } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { ANTD_CONFIG } from '../components/ui/antd-config';
import { setToastApi } from '../lib/toast';

// Ant Design's date pickers and the screens' own dates speak Spanish; nothing before antd needs it.
dayjs.locale('es');

/**
 * Ant Design's theme, Spanish locale and settings (components/ui/antd-config), for the screens built
 * with it (not the sign-in page).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider {...ANTD_CONFIG}>{children}</ConfigProvider>;
}

/**
 * Around a signed-in page built with Ant Design (the shell itself is plain): the theme, the locale,
 * and antd's <App> for the pages that open modals through App.useApp().
 */
export function AntdPage({ children }: { children: ReactNode }) {
  return (
    <AntdProviders>
      <AntApp component={false}>{children}</AntApp>
    </AntdProviders>
  );
}

/** The layout route around the screens outside the shell that use Ant Design (errors, sign-up…). */
export function AntdFrame() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}

// Only the message API here: antd's <App> would also pull modal and notification in. AntdPage adds
// <App> for the pages that need them.
function MessageHolder() {
  const [messageApi, holder] = message.useMessage();
  useEffect(() => {
    setToastApi({
      success: (content, duration) => messageApi.success(content, duration),
      error: (content, duration) => messageApi.error(content, duration),
      info: (content, duration) => messageApi.info(content, duration),
    });
    return () => setToastApi(null);
  }, [messageApi]);
  return holder;
}

/** Shows the app's toasts; mounted with the first one (lib/toast.ts). */
export function ToastHost() {
  return (
    <AntdProviders>
      <MessageHolder />
    </AntdProviders>
  );
}
