import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { SPLASH_MAX_MS, VERSION_LABEL } from '@jarvis/contracts/shell';
import { BrandLogo } from '../../components/ui/brand-logo';
import { SplashScreen } from '../../components/ui/splash-screen';
import { useMenu, useSessionUser } from '../../lib/session-queries';
import { isApiError } from '../../lib/api-client';
import { LeaveGuards } from '../../lib/leave-guards';
import { PASSWORD_CHANGE_PATH } from '../../lib/session';
import { yearIn } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { buildPermittedRoutes, findRoute } from '../permission-routes';
import { AppHeader } from './app-header';
import { useAppConfig } from '../../lib/app-config';
import { MenuDrawer } from './menu-drawer';
import { PageLoading, PermittedRoutesView } from './permitted-routes-view';
import { SIGNED_IN_ROUTE, type SignedInData } from './shell-prefetch';
import { SideMenu } from './side-menu';
import { SubHeader } from './sub-header';
import './shell.css';

/**
 * True once the splash has shown for its 3 seconds (spec 1), counted from when the navigation into
 * the signed-in screens started: its loader may already have spent part of them waiting.
 */
function useSplashOver(): boolean {
  const data = useRouteLoaderData<SignedInData>(SIGNED_IN_ROUTE);
  const [endsAt] = useState(() => data?.splashEndsAt ?? performance.now() + SPLASH_MAX_MS);
  const [isOver, setOver] = useState(() => performance.now() >= endsAt);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), Math.max(0, endsAt - performance.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);
  return isOver;
}

/** Ant Design's `lg`: the side bar shows from here up, a drawer below. */
const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * Every signed-in page: header, side menu, breadcrumb, date, footer around the user's routes. Plain
 * HTML and CSS: Ant Design loads with the pages that use it, not with the frame around them.
 */
export function ShellLayout() {
  const user = useSessionUser();
  const menu = useMenu();
  const config = useAppConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [isCollapsed, setCollapsed] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isSplashOver = useSplashOver();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const failure = user.error ?? menu.error;
  useEffect(() => {
    // Without the user or the permissions nothing works: the spec signs the user out. An expired
    // session has already been sent to its own page by the api client.
    if (failure && !(isApiError(failure) && failure.isSessionOver))
      void navigate('/logout', { replace: true });
  }, [failure, navigate]);

  const routes = useMemo(() => (menu.data ? buildPermittedRoutes(menu.data) : []), [menu.data]);
  const current = useMemo(() => findRoute(routes, pathname), [routes, pathname]);
  const utcOffsetMinutes = config.data?.utcOffsetMinutes;
  const trail = !menu.data
    ? []
    : current
      ? [current.modulo, current.nombre]
      : ['Página no encontrada'];

  if ((user.isPending || menu.isPending) && !isSplashOver) return <SplashScreen />;
  // A password someone else set opens nothing until the user has chosen its own.
  if (user.data?.debeCambiarClave) return <Navigate to={PASSWORD_CHANGE_PATH} replace />;

  const sideMenu = (collapsed: boolean) => (
    <SideMenu
      entries={menu.data ?? []}
      selectedPath={current && `/${current.ruta}`}
      selectedModule={current?.modulo}
      collapsed={collapsed}
      onNavigate={closeDrawer}
    />
  );

  return (
    <div className="shell">
      {isDesktop && (
        <aside className={`shell__sider${isCollapsed ? ' is-collapsed' : ''}`}>
          <div className="shell__sider-logo">
            <BrandLogo size={32} withName={!isCollapsed} nameColor="#fff" isOnDark />
          </div>
          {sideMenu(isCollapsed)}
        </aside>
      )}
      <div className="shell__main">
        <AppHeader
          user={user.data}
          isDesktop={isDesktop}
          isSiderCollapsed={isCollapsed}
          onToggleMenu={() => (isDesktop ? setCollapsed((c) => !c) : setDrawerOpen(true))}
        />
        <SubHeader trail={trail} utcOffsetMinutes={utcOffsetMinutes} />
        <main className="shell__content">
          {menu.data && user.data ? (
            <LeaveGuards>
              <PermittedRoutesView routes={routes} />
            </LeaveGuards>
          ) : (
            <PageLoading />
          )}
        </main>
        <footer className="shell__footer">
          ©{' '}
          {utcOffsetMinutes === undefined
            ? new Date().getFullYear()
            : yearIn(new Date(), utcOffsetMinutes)}{' '}
          · {VERSION_LABEL}
        </footer>
      </div>
      {!isDesktop && (
        <MenuDrawer
          isOpen={isDrawerOpen}
          onClose={closeDrawer}
          title={<BrandLogo size={30} nameColor="#fff" isOnDark />}
        >
          {sideMenu(false)}
        </MenuDrawer>
      )}
    </div>
  );
}
