import { Button } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';
import { PageResult } from '../../components/ui/page-result';

/** Placeholder kept for the hand-off from other systems (spec 1 §2); it does not sign anyone in. */
export function AuthorizePage() {
  return (
    <CenteredFrame>
      <PageResult
        icon={<LoginOutlined aria-hidden style={{ color: '#0f766e' }} />}
        title="Auto Login"
        subTitle="El inicio de sesión automático no está disponible. Ingrese con su usuario y contraseña."
        extra={
          <Link to="/auth/login">
            <Button type="primary">Ir a iniciar sesión</Button>
          </Link>
        }
      />
    </CenteredFrame>
  );
}
