import { Alert, Card, Skeleton } from 'antd';
import { EXTERNAL_FORM_TEXTS, type ExternalForm } from '@jarvis/contracts/extras';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { useExternalFormAddress } from './extras.api';
import './extras.css';

type PageProps = { route: { nombre: string } };

/**
 * Another system's form shown in a frame (spec 3 §6: Reclamos, Requisiciones, Solicitudes). The
 * address comes from the installation's configuration and is not written on the page; the
 * Content-Security-Policy lets frames load only from the configured forms' origins.
 */
function ExternalFormPage({ route, form }: PageProps & { form: ExternalForm }) {
  const address = useExternalFormAddress(form);
  const texts = EXTERNAL_FORM_TEXTS[form];
  const url = address.data?.url;

  return (
    <>
      <PageHeader title={route.nombre} />
      {address.isPending && (
        <Card variant="borderless" className="extras-panel">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </Card>
      )}
      {address.isError && (
        <LoadFailure
          title="No se pudo cargar el formulario"
          error={address.error}
          onRetry={() => void address.refetch()}
        />
      )}
      {address.data &&
        (url ? (
          <Card variant="borderless" className="extras-panel extras-frame-card">
            {/* No top navigation from the frame: the form cannot take Jarvis's tab elsewhere. */}
            <iframe
              className="extras-frame"
              src={url}
              title={texts.frameTitle}
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
              referrerPolicy="no-referrer"
            />
          </Card>
        ) : (
          <Alert type="info" showIcon className="extras-missing" title={texts.missing} />
        ))}
    </>
  );
}

export function ClaimsPage({ route }: PageProps) {
  return <ExternalFormPage route={route} form="reclamos" />;
}

export function RequisitionsPage({ route }: PageProps) {
  return <ExternalFormPage route={route} form="requisiciones" />;
}

export function RequestsPage({ route }: PageProps) {
  return <ExternalFormPage route={route} form="solicitudes" />;
}
