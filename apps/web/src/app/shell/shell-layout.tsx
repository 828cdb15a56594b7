import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, Drawer, Grid, Layout } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { SPLASH_MAX_MS, VERSION_LABEL } from '@jarvis/contracts/shell';
import { BrandLogo } from '../../components/ui/brand-logo';
import { SplashScreen } from '../../components/ui/splash-screen';
import { useMenu, useSessionUser } from '../../lib/session-queries';
import { isApiError } from '../../lib/api-client';
import { yearIn } from '../../lib/format';
import { buildPermittedRoutes, findRoute } from '../permission-routes';
import { AppHeader } from './app-header';
import { useAppConfig } from './app-config.api';
import { PageLoading, PermittedRoutesView } from './permitted-routes-view';
import { SideMenu } from './side-menu';
import { SubHeader } from './sub-header';
import './shell.css';

function useElapsed(ms: number): boolean {
  const [isElapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isElapsed;
}

/** Every signed-in page: header, side menu, breadcrumb, date, footer around the user's routes. */
export function ShellLayout() {
  const user = useSessionUser();
  const menu = useMenu();
  const config = useAppConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const isDesktop = Boolean(screens.lg);
  const [isCollapsed, setCollapsed] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isSplashOver = useElapsed(SPLASH_MAX_MS);

  const failure = user.error ?? menu.error;
  useEffect(() => {
    // Without the user or the permissions nothing works: the spec signs the user out. An expired
    // session has already been sent to its own page by the api client.
    if (failure && !(isApiError(failure) && failure.isSessionOver))
      void navigate('/logout', { replace: true });
  }, [failure, navigate]);

  const routes = useMemo(() => (menu.data ? buildPermittedRoutes(menu.data) : []), [menu.data]);
  const current = findRoute(routes, pathname);
  const timeZone = config.data?.businessTz;
  const trail = !menu.data
    ? []
    : current
      ? [current.modulo, current.nombre]
      : ['Página no encontrada'];

  if ((user.isPending || menu.isPending) && !isSplashOver) return <SplashScreen />;

  const sideMenu = (collapsed: boolean) => (
    <SideMenu
      entries={menu.data ?? []}
      selectedPath={current && `/${current.ruta}`}
      selectedModule={current?.modulo}
      collapsed={collapsed}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <AntApp component={false}>
      <Layout className="shell">
        {isDesktop && (
          <Layout.Sider
            width={256}
            collapsedWidth={72}
            collapsed={isCollapsed}
            trigger={null}
            className="shell__sider"
          >
            <div className="shell__sider-logo">
              <BrandLogo size={32} withName={!isCollapsed} nameColor="#fff" isOnDark />
            </div>
            {sideMenu(isCollapsed)}
          </Layout.Sider>
        )}
        <Layout className="shell__main">
          <AppHeader
            user={user.data}
            isDesktop={isDesktop}
            isSiderCollapsed={isCollapsed}
            onToggleMenu={() => (isDesktop ? setCollapsed((c) => !c) : setDrawerOpen(true))}
          />
          <SubHeader trail={trail} timeZone={timeZone} />
          <Layout.Content className="shell__content">
            {menu.data && user.data ? <PermittedRoutesView routes={routes} /> : <PageLoading />}
          </Layout.Content>
          <Layout.Footer className="shell__footer">
            © {timeZone ? yearIn(new Date(), timeZone) : new Date().getFullYear()} · {VERSION_LABEL}
          </Layout.Footer>
        </Layout>
        {!isDesktop && (
          <Drawer
            placement="left"
            open={isDrawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={280}
            closable={{ placement: 'end', closeIcon: <CloseOutlined style={{ color: '#fff' }} /> }}
            destroyOnHidden
            className="shell__drawer"
            title={<BrandLogo size={30} nameColor="#fff" isOnDark />}
          >
            {sideMenu(false)}
          </Drawer>
        )}
      </Layout>
    </AntApp>
  );
}
