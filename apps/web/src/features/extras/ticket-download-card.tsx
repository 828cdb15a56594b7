import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { TICKET_DOWNLOAD_MESSAGES as M } from '@jarvis/contracts/extras';

type TicketDownloadCardProps = {
  title: string;
  /** The form's name: it prefixes the fields' ids, three forms share one page. */
  name: string;
  children: ReactNode;
};

/**
 * One of /Tickets-Peru/'s cards. The spec connects its fields to no service, so Descargar, once
 * they are valid, says in the card that downloading is not configured; it fetches nothing.
 */
export function TicketDownloadCard({ title, name, children }: TicketDownloadCardProps) {
  const [form] = Form.useForm();
  const [isRefused, setRefused] = useState(false);

  return (
    <Card
      title={title}
      variant="borderless"
      className="extras-panel ticket-card"
      role="region"
      aria-label={title}
    >
      <Form
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        className="ticket-card__form"
        onFinish={() => setRefused(true)}
        onValuesChange={() => setRefused(false)}
      >
        {children}
        {/* At the card's foot, so that the three cards' buttons stay in line. */}
        <div className="ticket-card__foot">
          {isRefused && (
            <Alert
              type="warning"
              showIcon
              className="ticket-card__notice"
              title={M.notConfiguredTitle}
              description={M.notConfigured}
            />
          )}
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined aria-hidden />} block>
            Descargar
          </Button>
        </div>
      </Form>
    </Card>
  );
}
