import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';

/** Last resort for errors thrown while rendering or loading a route (e.g. a chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <CenteredFrame>
      <Result
        status={isNotFound ? '404' : '500'}
        title={isNotFound ? 'Página no encontrada' : '¡Oops! Algo salió mal'}
        subTitle={
          isNotFound
            ? 'La dirección que buscó no existe.'
            : 'No pudimos mostrar esta página. Recargue para intentarlo de nuevo.'
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      />
    </CenteredFrame>
  );
}
