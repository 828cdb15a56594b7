import { Alert, Button, Descriptions, Drawer, Grid, Skeleton, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { MailMessage } from '@jarvis/contracts/mail';
import { Instant } from '../../lib/business-time';
import { errorText } from '../../lib/form-rules';
import { useDownloadAttachment, useMailMessage } from './mail.api';
import { MailStateTag } from './mail-state-tag';

type MailMessageDrawerProps = {
  correoId: number;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the page forgets the message. */
  afterClose: () => void;
};

/**
 * One message of 'Correos enviados', opened (issue 51): its headers as it left, its text and its
 * attachments. An HTML body is never rendered here (it could run or fetch what it likes): the text
 * version Jarvis sends beside it is shown.
 */
export function MailMessageDrawer({ correoId, open, onClose, afterClose }: MailMessageDrawerProps) {
  const isPhone = !Grid.useBreakpoint().md;
  const message = useMailMessage(correoId);
  return (
    <Drawer
      title={message.data?.asunto ?? 'Correo'}
      open={open}
      onClose={onClose}
      afterOpenChange={(isOpen) => !isOpen && afterClose()}
      size={isPhone ? '100%' : 640}
      destroyOnHidden
    >
      {message.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {message.isError && (
        <Alert
          type="error"
          showIcon
          title="No se pudo abrir el correo"
          description={errorText(message.error)}
        />
      )}
      {message.data && <MailMessageView mail={message.data} />}
    </Drawer>
  );
}

function MailMessageView({ mail }: { mail: MailMessage }) {
  const { encabezados } = mail;
  return (
    <div className="mail-message">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'de',
            label: 'De',
            children: <span className="mail-break">{encabezados.de}</span>,
          },
          {
            key: 'para',
            label: 'Para',
            children: <span className="mail-break">{encabezados.para}</span>,
          },
          { key: 'asunto', label: 'Asunto', children: encabezados.asunto },
          // When it left; until then, when it was queued.
          {
            key: 'fecha',
            label: 'Fecha',
            children: <Instant iso={encabezados.fecha ?? mail.creadoEn} />,
          },
          {
            key: 'estado',
            label: 'Estado',
            children: (
              <span>
                <MailStateTag mail={mail} /> Intentos: {mail.intentos}
              </span>
            ),
          },
        ]}
      />
      {mail.estado === 'error' && mail.error && (
        <Alert type="error" showIcon title="No se pudo enviar" description={mail.error} />
      )}
      <section aria-label="Texto del correo">
        <pre className="mail-text">{mail.texto}</pre>
        {mail.html && (
          <Typography.Paragraph type="secondary" className="mail-note">
            Este correo lleva también una versión HTML; aquí se muestra su versión de texto.
          </Typography.Paragraph>
        )}
      </section>
      {mail.adjuntos.length > 0 && <AttachmentList mail={mail} />}
    </div>
  );
}

/** '12,3 KB': the size as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('es', { maximumFractionDigits: 1 })} KB`;
  return `${(kb / 1024).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;
}

function AttachmentList({ mail }: { mail: MailMessage }) {
  const download = useDownloadAttachment();
  return (
    <section aria-labelledby="mail-attachments-title">
      <Typography.Title level={5} id="mail-attachments-title" className="mail-section-title">
        Adjuntos ({mail.adjuntos.length})
      </Typography.Title>
      <ul className="mail-attachments">
        {mail.adjuntos.map((adjunto, indice) => (
          <li key={`${indice}-${adjunto.filename}`}>
            <Button
              type="link"
              className="mail-attachment"
              icon={<PaperClipOutlined aria-hidden />}
              aria-label={`Descargar ${adjunto.filename}`}
              disabled={adjunto.tamano === null}
              loading={download.isPending && download.variables.indice === indice}
              onClick={() =>
                download.mutate({ correoId: mail.correoId, indice, filename: adjunto.filename })
              }
            >
              {adjunto.filename}
            </Button>
            <Typography.Text type="secondary">
              {adjunto.tamano === null ? 'Ya no está disponible' : sizeText(adjunto.tamano)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
