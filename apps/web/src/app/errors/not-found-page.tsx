import { Button } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME_PATH } from '@jarvis/contracts/shell';
import { PageResult } from '../../components/ui/page-result';

/** Inside the shell: any path that is not one of the user's routes. */
export function NotFoundPage() {
  return (
    <PageResult
      status="404"
      title="Página no encontrada"
      subTitle="La página que busca no existe o su usuario no tiene acceso a ella."
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary" icon={<HomeOutlined aria-hidden />}>
            Volver al inicio
          </Button>
        </Link>
      }
    />
  );
}
