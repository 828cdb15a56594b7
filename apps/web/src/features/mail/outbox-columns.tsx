import { Button, Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { Instant, useFormatInstant } from '../../lib/business-time';
import { useDownloadAttachment } from './mail.api';

const STATE_TAGS: Record<OutboxItem['estado'], { color: string; label: string }> = {
  enviado: { color: 'green', label: 'Enviado' },
  pendiente: { color: 'gold', label: 'Pendiente' },
  error: { color: 'red', label: 'Error' },
};

/** The state; why it failed, or when it left, on hover. */
function StateTag({ mail }: { mail: OutboxItem }) {
  const formatDate = useFormatInstant();
  const { color, label } = STATE_TAGS[mail.estado];
  const tag = <Tag color={color}>{label}</Tag>;
  if (mail.estado === 'error' && mail.error) return <Tooltip title={mail.error}>{tag}</Tooltip>;
  if (mail.enviadoEn)
    return <Tooltip title={`Enviado el ${formatDate(mail.enviadoEn)}`}>{tag}</Tooltip>;
  return tag;
}

function Attachments({ mail }: { mail: OutboxItem }) {
  const download = useDownloadAttachment();
  if (mail.adjuntos.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical align="flex-start" gap={2}>
      {mail.adjuntos.map((adjunto, indice) => (
        <Button
          key={`${indice}-${adjunto.filename}`}
          type="link"
          size="small"
          className="mail-attachment"
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={`Descargar ${adjunto.filename}`}
          loading={download.isPending && download.variables.indice === indice}
          onClick={() =>
            download.mutate({ correoId: mail.correoId, indice, filename: adjunto.filename })
          }
        >
          {adjunto.filename}
        </Button>
      ))}
    </Flex>
  );
}

/** On a phone one column tells the whole message, so nothing hides past the screen's edge. */
function MailSummary({ mail }: { mail: OutboxItem }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{mail.asunto}</Typography.Text>
      <Typography.Text type="secondary" className="mail-break">
        Para: {mail.para}
      </Typography.Text>
      <Flex wrap align="center" gap={8}>
        <span>
          <Instant iso={mail.creadoEn} />
        </span>
        <StateTag mail={mail} />
        <Typography.Text type="secondary">Intentos: {mail.intentos}</Typography.Text>
      </Flex>
      {mail.adjuntos.length > 0 && <Attachments mail={mail} />}
    </Flex>
  );
}

const PHONE_COLUMNS: TableColumnsType<OutboxItem> = [
  { title: 'Correo', key: 'correo', render: (_, mail) => <MailSummary mail={mail} /> },
];

const DESKTOP_COLUMNS: TableColumnsType<OutboxItem> = [
  {
    title: 'Fecha',
    dataIndex: 'creadoEn',
    width: 150,
    render: (creadoEn: string) => (
      <span className="mail-nowrap">
        <Instant iso={creadoEn} />
      </span>
    ),
  },
  {
    title: 'Para',
    dataIndex: 'para',
    render: (para: string) => <span className="mail-break">{para}</span>,
  },
  { title: 'Asunto', dataIndex: 'asunto' },
  {
    title: 'Estado',
    dataIndex: 'estado',
    width: 110,
    render: (_, mail) => <StateTag mail={mail} />,
  },
  { title: 'Intentos', dataIndex: 'intentos', width: 96, align: 'right' },
  {
    title: 'Adjuntos',
    key: 'adjuntos',
    width: 220,
    render: (_, mail) => <Attachments mail={mail} />,
  },
];

export const outboxColumns = (isPhone: boolean) => (isPhone ? PHONE_COLUMNS : DESKTOP_COLUMNS);
