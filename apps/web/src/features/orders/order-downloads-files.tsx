import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  DOWNLOAD_MESSAGES as M,
  DOWNLOAD_STATE_LABELS,
  downloadFilename,
  estimatedDownloadBytes,
  type DownloadFormat,
  type DownloadQuery,
  type DownloadState,
  type DownloadSummary,
} from '@jarvis/contracts/orders-downloads';
import { errorText } from '../../lib/form-rules';
import { downloadWithProgress } from './order-downloads.api';

type DownloadFilesProps = { query: DownloadQuery; summary: DownloadSummary };
type Running = { formato: DownloadFormat; received: number };

const FORMAT_NAMES: Record<DownloadFormat, string> = { excel: 'Excel', pdf: 'PDF' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** '850 KB', '1.4 MB'. */
export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * What the selection's files hold, and the two files. A file is streamed as the server writes it:
 * the bar reads the bytes received against the size expected of such a selection (contracts'
 * estimate), and stops short of full until the last byte is in.
 */
export function DownloadFiles({ query, summary }: DownloadFilesProps) {
  const [running, setRunning] = useState<Running | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or changing the selection) stops a download under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (formato: DownloadFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ formato, received: 0 });
    setSaved(undefined);
    setFailure(undefined);
    try {
      const name = await downloadWithProgress({
        query,
        formato,
        fallbackName: downloadFilename(
          {
            codigo: summary.proveedor.codigo,
            fecha: query.fecha,
            bodega: summary.sucursal?.bodega,
            estado: query.estado,
          },
          formato,
        ),
        onProgress: (received) => setRunning({ formato, received }),
        signal: abort.signal,
      });
      setSaved(name);
    } catch (error) {
      if (!abort.signal.aborted) setFailure(errorText(error) || M.failed);
    } finally {
      if (controller.current === abort) controller.current = null;
      setRunning(undefined);
    }
  };

  if (summary.pedidos === 0)
    return (
      <Alert type="warning" showIcon className="downloads-result" title={M.nothingToDownload} />
    );

  const expected = running ? estimatedDownloadBytes(running.formato, summary) : 1;
  const percent = running ? Math.min(99, Math.floor((running.received / expected) * 100)) : 0;

  return (
    <section aria-label="Contenido de la descarga" className="downloads-result">
      <h2 className="downloads-result__title">Contenido de la descarga</h2>
      <dl className="downloads-facts">
        <dt>Proveedor</dt>
        <dd>
          {summary.proveedor.nombre} ({summary.proveedor.codigo})
        </dd>
        <dt>Sucursal</dt>
        <dd>
          {summary.sucursal
            ? `${summary.sucursal.nombre} (${summary.sucursal.bodega})`
            : 'Todas las sucursales'}
        </dd>
        <dt>Fecha de entrega</dt>
        <dd>{dmy(summary.fecha)}</dd>
        <dt>Estado</dt>
        <dd>{DOWNLOAD_STATE_LABELS[summary.estado as DownloadState]}</dd>
      </dl>
      <p className="downloads-counts">
        {[
          plural(summary.pedidos, 'pedido', 'pedidos'),
          plural(summary.sucursales, 'sucursal', 'sucursales'),
          plural(summary.articulos, 'producto', 'productos'),
          plural(summary.lineas, 'línea', 'líneas'),
        ].join(' · ')}
      </p>
      <p className="orders-muted">
        Cada archivo trae el consolidado por artículo y una parte por sucursal.
      </p>
      <div className="downloads-actions">
        <Button
          icon={<FileExcelOutlined aria-hidden />}
          disabled={running !== undefined}
          loading={running?.formato === 'excel'}
          onClick={() => void start('excel')}
        >
          Excel
        </Button>
        <Button
          icon={<FilePdfOutlined aria-hidden />}
          disabled={running !== undefined}
          loading={running?.formato === 'pdf'}
          onClick={() => void start('pdf')}
        >
          PDF A3
        </Button>
      </div>
      {running && (
        <div className="downloads-progress">
          <Progress
            percent={percent}
            status="active"
            aria-label={`Progreso de la descarga del ${FORMAT_NAMES[running.formato]}`}
          />
          <span aria-live="polite" className="orders-muted">
            {`Descargando ${FORMAT_NAMES[running.formato]}… ${formatBytes(running.received)} recibidos`}
          </span>
          <Button size="small" onClick={() => controller.current?.abort()}>
            Cancelar
          </Button>
        </div>
      )}
      {saved && (
        <Alert type="success" showIcon className="downloads-note" title={`Descargado: ${saved}`} />
      )}
      {failure && <Alert type="error" showIcon className="downloads-note" title={failure} />}
    </section>
  );
}
