import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';

/**
 * Last resort for errors thrown while rendering or loading a route. Plain markup on purpose: the
 * usual cause is a chunk that no longer exists after a deploy, so this page must not need one.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <CenteredFrame>
      <div className="route-error">
        <div className="route-error__code">{isNotFound ? '404' : '¡Oops!'}</div>
        <h1 className="route-error__title">
          {isNotFound ? 'Página no encontrada' : 'Algo salió mal'}
        </h1>
        <p className="route-error__text">
          {isNotFound
            ? 'La dirección que buscó no existe.'
            : 'No pudimos mostrar esta página. Recargue para intentarlo de nuevo.'}
        </p>
        <button
          type="button"
          className="route-error__button"
          onClick={() => window.location.reload()}
        >
          Recargar
        </button>
      </div>
    </CenteredFrame>
  );
}
