import { useEffect } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { CREATE_SUPPLIER_ERROR_PAGE } from '@jarvis/contracts/suppliers';
import { BackButton } from '../../../components/ui/back-button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/form-rules';
import { SupplierCreateForm } from './supplier-create-form';
import { SUPPLIER_LIST_PATH } from './supplier-paths';
import { ALERT_TYPE_BY_RESULT } from './supplier-verify-dialog';
import { useSupplierVerification } from './suppliers.api';
import './suppliers.css';

type SupplierCreatePageProps = { route: { nombre: string } };

/**
 * /Proveedor/crear/{id}, {id} being SAP's code: verified again on arrival (the dialog's answer may
 * be stale), then SAP's record with what the user completes (spec 2 §2).
 */
export function SupplierCreatePage({ route }: SupplierCreatePageProps) {
  const { id = '' } = useParams();
  const codigo = id.trim();
  const verification = useSupplierVerification(codigo);
  const navigate = useNavigate();
  const isUnknown = !codigo || verification.data?.resultado === 'no-encontrado';

  useEffect(() => {
    if (isUnknown) void navigate(CREATE_SUPPLIER_ERROR_PAGE.ruta, { replace: true });
  }, [isUnknown, navigate]);

  const header = (
    <PageHeader
      title={route.nombre}
      subtitle="Datos del proveedor en SAP y lo que Jarvis necesita para los pedidos"
      extra={<BackButton to={SUPPLIER_LIST_PATH} />}
    />
  );

  if (verification.isError)
    return (
      <>
        {header}
        <Card variant="borderless" className="sup-panel">
          <Result
            status="error"
            title="No se pudo consultar el proveedor en SAP"
            subTitle={errorText(verification.error)}
            extra={
              <Button
                icon={<ReloadOutlined aria-hidden />}
                onClick={() => void verification.refetch()}
              >
                Volver a intentar
              </Button>
            }
          />
        </Card>
      </>
    );

  const found = verification.data;
  if (!found || isUnknown)
    return (
      <>
        {header}
        <div className="sup-placeholder">
          <Spin />
        </div>
      </>
    );

  if (found.resultado !== 'disponible' || !found.proveedor || !found.marca)
    return (
      <>
        {header}
        <Card variant="borderless" className="sup-panel">
          <Result
            status={ALERT_TYPE_BY_RESULT[found.resultado] === 'error' ? 'error' : 'warning'}
            title={found.mensaje}
            subTitle={found.proveedor && `${found.proveedor.codigo} · ${found.proveedor.nombre}`}
            extra={
              <Link to={SUPPLIER_LIST_PATH}>
                <Button type="primary" icon={<ArrowLeftOutlined aria-hidden />}>
                  Regresar
                </Button>
              </Link>
            }
          />
        </Card>
      </>
    );

  return (
    <>
      {header}
      <SupplierCreateForm proveedor={found.proveedor} marca={found.marca} />
    </>
  );
}
