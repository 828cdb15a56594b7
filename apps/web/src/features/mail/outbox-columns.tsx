import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { Instant } from '../../lib/business-time';
import { useDownloadAttachment } from './mail.api';
import { MailStateTag } from './mail-state-tag';

/** Opens a message of the list (mail-message-drawer). */
export type OpenMail = (correoId: number) => void;

/** The subject opens the message: a button, so the keyboard reaches it too. */
function Subject({ mail, onOpen }: { mail: OutboxItem; onOpen: OpenMail }) {
  return (
    <Button
      type="link"
      className="mail-open"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(mail.correoId);
      }}
    >
      {mail.asunto}
    </Button>
  );
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
          onClick={(event) => {
            // The row opens the message; this click downloads only.
            event.stopPropagation();
            download.mutate({ correoId: mail.correoId, indice, filename: adjunto.filename });
          }}
        >
          {adjunto.filename}
        </Button>
      ))}
    </Flex>
  );
}

/** On a phone one column tells the whole message, so nothing hides past the screen's edge. */
function MailSummary({ mail, onOpen }: { mail: OutboxItem; onOpen: OpenMail }) {
  return (
    <Flex vertical gap={4}>
      <Subject mail={mail} onOpen={onOpen} />
      <Typography.Text type="secondary" className="mail-break">
        Para: {mail.para}
      </Typography.Text>
      <Flex wrap align="center" gap={8}>
        <span>
          <Instant iso={mail.creadoEn} />
        </span>
        <MailStateTag mail={mail} />
        <Typography.Text type="secondary">Intentos: {mail.intentos}</Typography.Text>
      </Flex>
      {mail.adjuntos.length > 0 && <Attachments mail={mail} />}
    </Flex>
  );
}

const phoneColumns = (onOpen: OpenMail): TableColumnsType<OutboxItem> => [
  {
    title: 'Correo',
    key: 'correo',
    render: (_, mail) => <MailSummary mail={mail} onOpen={onOpen} />,
  },
];

const desktopColumns = (onOpen: OpenMail): TableColumnsType<OutboxItem> => [
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
  { title: 'Asunto', key: 'asunto', render: (_, mail) => <Subject mail={mail} onOpen={onOpen} /> },
  {
    title: 'Estado',
    dataIndex: 'estado',
    width: 110,
    render: (_, mail) => <MailStateTag mail={mail} />,
  },
  { title: 'Intentos', dataIndex: 'intentos', width: 96, align: 'right' },
  {
    title: 'Adjuntos',
    key: 'adjuntos',
    width: 220,
    render: (_, mail) => <Attachments mail={mail} />,
  },
];

export const outboxColumns = (isPhone: boolean, onOpen: OpenMail) =>
  isPhone ? phoneColumns(onOpen) : desktopColumns(onOpen);
