import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';

/** 'Volver' to a fixed screen (the spec gives each page its back target), not to browser history. */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(to)}>
      Volver
    </Button>
  );
}
