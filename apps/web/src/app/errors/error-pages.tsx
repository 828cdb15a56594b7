import type { ReactNode } from 'react';
import { Button, type ResultProps } from 'antd';
import { DisconnectOutlined, HomeOutlined, ReloadOutlined, ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';
import { PageResult } from '../../components/ui/page-result';

type ErrorPageProps = {
  status?: ResultProps['status'];
  icon?: ReactNode;
  title: string;
  subTitle: string;
  canRetry?: boolean;
};

function ErrorPage({ status, icon, title, subTitle, canRetry = false }: ErrorPageProps) {
  return (
    <CenteredFrame>
      <PageResult
        {...(status ? { status } : {})}
        {...(icon ? { icon } : {})}
        title={title}
        subTitle={subTitle}
        extra={[
          <Link key="home" to="/">
            <Button type="primary" icon={<HomeOutlined aria-hidden />}>
              Ir al inicio
            </Button>
          </Link>,
          canRetry && (
            <Button
              key="retry"
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => window.location.reload()}
            >
              Reintentar
            </Button>
          ),
        ]}
      />
    </CenteredFrame>
  );
}

const iconStyle = { fontSize: 72, color: '#0f766e' };

export const ErrorV2Page = () => (
  <ErrorPage
    status="404"
    title="Página no encontrada"
    subTitle="La dirección que buscó no existe o fue movida a otro lugar."
  />
);

export const ErrorV3Page = () => (
  <ErrorPage
    status="500"
    title="¡Oops! Algo salió mal"
    subTitle="Ocurrió un error inesperado. Intente de nuevo en unos minutos; si continúa, comuníquese con el equipo de IT."
    canRetry
  />
);

export const ErrorV4Page = () => (
  <ErrorPage
    status="403"
    title="Acceso restringido"
    subTitle="Su usuario no tiene permiso para ver esta página. Si cree que es un error, comuníquese con el equipo de IT."
  />
);

export const ErrorV5Page = () => (
  <ErrorPage
    icon={<DisconnectOutlined aria-hidden style={iconStyle} />}
    title="Sin conexión con Jarvis"
    subTitle="No pudimos comunicarnos con el servidor. Revise su conexión a internet e intente de nuevo."
    canRetry
  />
);

export const ErrorV6Page = () => (
  <ErrorPage
    icon={<ToolOutlined aria-hidden style={iconStyle} />}
    title="Estamos en mantenimiento"
    subTitle="Jarvis volverá a estar disponible en unos minutos. Gracias por su paciencia."
    canRetry
  />
);
