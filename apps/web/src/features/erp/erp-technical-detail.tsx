import { useState } from 'react';
import { Button } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';

/**
 * SAP's or the network's own words ('ECONNREFUSED …', SAP's English error) behind a Spanish
 * message: what IT needs, one click away for the people who only need the message (issue #51).
 */
export function TechnicalDetail({ detail }: { detail: string | null }) {
  const [isOpen, setOpen] = useState(false);
  if (!detail) return null;
  return (
    <div className="erp-detail">
      <Button
        type="link"
        size="small"
        className="erp-detail__toggle"
        aria-expanded={isOpen}
        icon={isOpen ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        iconPlacement="end"
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Ocultar detalle técnico' : 'Ver detalle técnico'}
      </Button>
      {isOpen && <code className="erp-detail__text">{detail}</code>}
    </div>
  );
}
