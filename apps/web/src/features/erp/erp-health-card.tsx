import { Badge, Button, Card, Skeleton, Typography } from 'antd';
import { CloudServerOutlined, ExperimentOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ErpHealth } from '@jarvis/contracts/erp';
import { errorText } from '../../lib/form-rules';
import { useErpHealth } from './erp.api';
import { TechnicalDetail } from './erp-technical-detail';

const SYSTEM_NAMES: Record<ErpHealth['tipo'], string> = {
  sap: 'SAP Business One',
  simulador: 'Simulador de SAP (sin ERP_URL)',
};

function HealthFacts({ health }: { health: ErpHealth }) {
  const Icon = health.tipo === 'sap' ? CloudServerOutlined : ExperimentOutlined;
  return (
    <>
      <div className="erp-health__system">
        <Icon className="erp-health__icon" aria-hidden />
        <div className="erp-health__text">
          <Typography.Text strong>{SYSTEM_NAMES[health.tipo]}</Typography.Text>
          <Typography.Text type="secondary" className="erp-break">
            {health.url}
          </Typography.Text>
        </div>
      </div>
      <div className="erp-health__text erp-health__status">
        <Badge
          status={health.ok ? 'success' : 'error'}
          text={health.ok ? 'Conectado' : 'Sin conexión'}
        />
        {/* When it connects, `detalle` only repeats the URL. */}
        {!health.ok && (
          <>
            <Typography.Text type="danger" className="erp-break">
              {health.mensaje}
            </Typography.Text>
            <TechnicalDetail detail={health.detalle} />
          </>
        )}
      </div>
      <div className="erp-health__text">
        <Typography.Text>Respuesta en {health.ms.toLocaleString('es')} ms</Typography.Text>
        <Typography.Text type="secondary">
          Serie de órdenes {health.serieOrdenes} · Serie de facturas {health.serieFacturas}
        </Typography.Text>
      </div>
    </>
  );
}

/** Whether Jarvis reaches SAP right now, and with which settings, before anyone reads an error. */
export function ErpHealthCard() {
  const health = useErpHealth();
  return (
    <Card variant="borderless" className="erp-panel erp-health">
      <section className="erp-health__body" aria-label="Conexión con SAP">
        {health.isError ? (
          <div className="erp-health__text erp-health__status">
            <Badge status="error" text="No se pudo comprobar la conexión" />
            <Typography.Text type="danger">{errorText(health.error)}</Typography.Text>
          </div>
        ) : health.data ? (
          <HealthFacts health={health.data} />
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} className="erp-health__loading" />
        )}
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={health.isFetching}
          onClick={() => void health.refetch()}
          className="erp-health__check"
        >
          Comprobar
        </Button>
      </section>
    </Card>
  );
}
