import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { Report } from '@jarvis/contracts/tickets-report';
import { countLabel, formatDuration, formatShare } from './tickets-report-format';

/** 'Tickets Realizados': the key figures, the wait apart from the time to completion. */

type Kpi = { label: string; value: ReactNode; notes: ReactNode[]; hint?: string };

/** A duration or count never breaks across lines inside a note. */
export const whole = (text: string) => <span className="report-nowrap">{text}</span>;

function kpis({ resumen: r, pendientes }: Report): Kpi[] {
  const closed = r.completados + r.cancelados;
  const share = (part: number) =>
    closed ? `${formatShare(part, closed)} de los cerrados` : 'En el período';
  return [
    { label: 'Completados', value: r.completados, notes: [share(r.completados)] },
    { label: 'Cancelados', value: r.cancelados, notes: [share(r.cancelados)] },
    {
      label: 'Tiempo hasta el cierre',
      value: formatDuration(r.totalMediana),
      notes: ['Mediana', <>P90: {whole(formatDuration(r.totalP90))}</>],
      hint: 'De la creación del ticket a su cierre. La mitad de los tickets se completó en menos tiempo que la mediana, y nueve de cada diez en menos que el P90.',
    },
    {
      label: 'Tiempo activo',
      value: formatDuration(r.activoMediana),
      notes: ['Mediana', <>P90: {whole(formatDuration(r.activoP90))}</>],
      hint: 'El tiempo hasta el cierre sin el que pasó En Espera: lo que el ticket estuvo en manos del departamento.',
    },
    {
      label: 'En Espera',
      value: r.conEspera,
      notes: [
        `de ${countLabel(r.completados, 'completado')}`,
        <>
          Mediana {whole(formatDuration(r.esperaMediana))} · total{' '}
          {whole(formatDuration(r.esperaTotal))}
        </>,
      ],
      hint: 'Tickets completados que pasaron por En Espera (repuestos, proveedor, la sucursal), la mediana de esa espera y la suma de todas.',
    },
    {
      label: 'Pendientes ahora',
      value: pendientes.abiertos + pendientes.enEspera,
      notes: [
        <>
          {whole(countLabel(pendientes.abiertos, 'abierto'))} ·{' '}
          {whole(`${pendientes.enEspera} en espera`)}
        </>,
      ],
      hint: 'Tickets que siguen abiertos o en espera hoy, sea cual sea el período.',
    },
  ];
}

export function KpiCards({ report }: { report: Report }) {
  return (
    <div className="report-kpis">
      {kpis(report).map((kpi) => (
        <div key={kpi.label} className="report-kpi" role="group" aria-label={kpi.label}>
          <span className="report-kpi__label">
            {kpi.label}
            {kpi.hint && (
              <Tooltip title={kpi.hint} trigger={['hover', 'focus']}>
                <InfoCircleOutlined
                  className="report-kpi__hint"
                  aria-label={kpi.hint}
                  tabIndex={0}
                />
              </Tooltip>
            )}
          </span>
          <span className="report-kpi__value">{kpi.value}</span>
          {kpi.notes.map((note, i) => (
            <span key={i} className="report-kpi__note">
              {note}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
