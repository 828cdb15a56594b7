import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { NotFound, pageFor, type PermittedRoute } from '../page-registry';

/** The content area: the user's own routes, and a 404 for any other path. */
export function PermittedRoutesView({ routes }: { routes: readonly PermittedRoute[] }) {
  const element = useRoutes([
    ...routes.map((route) => {
      const Page = pageFor(route.componente);
      // Routes are relative to the shell's splat; the key remounts a page when its route changes.
      return { path: route.path.slice(1), element: <Page key={route.path} route={route} /> };
    }),
    { path: '*', element: <NotFound /> },
  ]);
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

export function PageLoading() {
  return (
    <div className="shell__page-loading" role="status">
      <div className="splash__spinner" aria-hidden="true" />
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
