import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';
import { PageResult } from '../../components/ui/page-result';

export function CreateSupplierErrorPage() {
  return (
    <CenteredFrame>
      <PageResult
        status="warning"
        title="Al parecer hubo un error"
        subTitle="Por favor, intente ingresar nuevamente la información requerida."
        extra={
          <Link to="/Proveedor/crear-proveedor">
            <Button type="primary" icon={<ArrowLeftOutlined aria-hidden />}>
              Regresar
            </Button>
          </Link>
        }
      />
    </CenteredFrame>
  );
}
