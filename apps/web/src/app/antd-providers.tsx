import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider, message } from 'antd';
import { DownOutlined, EllipsisOutlined, LoadingOutlined } from '@ant-design/icons';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { setToastApi } from '../lib/toast';
import { theme } from './theme';

// Ant Design's date pickers and the screens' own dates speak Spanish; nothing before antd needs it.
dayjs.locale('es');

// antd draws these icons in its selects with their English names as labels ('down', 'loading'), read
// aloud beside each one. The selects are named by their labels; the icons are decoration. (Its date
// pickers already hide theirs.)
const SELECT = {
  suffixIcon: <DownOutlined aria-hidden />,
  loadingIcon: <LoadingOutlined spin aria-hidden />,
};
// The button of the tabs that do not fit is named by its icon alone.
const TABS = { moreIcon: <EllipsisOutlined aria-label="Más pestañas" /> };
// A form sent with mistakes brings its first one into view and puts the cursor there, so the
// keyboard and a screen reader land on what to fix, in every form.
const FORM = { scrollToFirstError: { focus: true, block: 'center' as const } };

/** Ant Design's theme and Spanish locale, for the screens built with it (not the sign-in page). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme} select={SELECT} tabs={TABS} form={FORM}>
      {children}
    </ConfigProvider>
  );
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
