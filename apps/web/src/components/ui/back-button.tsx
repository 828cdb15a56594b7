import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useBackTarget } from '../../lib/list-state';

/**
 * 'Volver' to a fixed screen (the spec gives each page its back target), not to browser history;
 * a list that opened this page is found again as it was left, with its filters and page.
 */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const target = useBackTarget(to);
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(target)}>
      Volver
    </Button>
  );
}
