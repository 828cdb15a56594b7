import { Button } from 'antd';
import { FieldTimeOutlined, LoginOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CenteredFrame } from '../../components/ui/centered-frame';
import { PageResult } from '../../components/ui/page-result';

/** Where every call answered "session over" lands (error-v1). */
export function SessionExpiredPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signInAgain = () => {
    // The spec clears all of local storage here, not only the session keys.
    localStorage.clear();
    queryClient.clear();
    void navigate('/auth/login', { replace: true });
  };

  return (
    <CenteredFrame>
      <PageResult
        icon={<FieldTimeOutlined aria-hidden style={{ fontSize: 72, color: '#d48806' }} />}
        title="Su sesión ha expirado"
        subTitle="Por seguridad cerramos su sesión después de un tiempo sin actividad. Ingrese nuevamente para continuar."
        extra={
          <Button
            type="primary"
            size="large"
            icon={<LoginOutlined aria-hidden />}
            onClick={signInAgain}
          >
            Ingresar nuevamente
          </Button>
        }
      />
    </CenteredFrame>
  );
}
