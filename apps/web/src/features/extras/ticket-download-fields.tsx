import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  PAYMENT_MODES,
  TICKET_CORRELATIVO_PATTERN,
  TICKET_SERIE_PATTERN,
  TICKET_SUCURSAL_MAX,
  TICKET_DOWNLOAD_MESSAGES as M,
} from '@jarvis/contracts/extras';
import { useBusinessToday } from '../../lib/business-time';

/** The fields of /Tickets-Peru/'s cards, each with its own rule; the first failing one speaks. */

const required = { required: true, whitespace: true, message: M.required };

export function SerieField() {
  return (
    <Form.Item
      label="Serie"
      name="serie"
      validateFirst
      normalize={(value: string) => value.toUpperCase().trim()}
      rules={[required, { pattern: TICKET_SERIE_PATTERN, message: M.serie }]}
    >
      <Input placeholder="F001" maxLength={4} autoComplete="off" />
    </Form.Item>
  );
}

export function CorrelativoField() {
  return (
    <Form.Item
      label="Correlativo"
      name="correlativo"
      validateFirst
      normalize={(value: string) => value.trim()}
      rules={[
        required,
        { pattern: TICKET_CORRELATIVO_PATTERN, message: M.correlativo },
        {
          async validator(_rule: unknown, value: string) {
            if (/^0+$/.test(value)) throw new Error(M.correlativoZero);
          },
        },
      ]}
    >
      <Input placeholder="Hasta 8 dígitos" maxLength={8} inputMode="numeric" autoComplete="off" />
    </Form.Item>
  );
}

export function FechaField() {
  const today = useBusinessToday();
  return (
    <Form.Item
      label="Fecha"
      name="fecha"
      validateFirst
      rules={[
        { required: true, message: M.required },
        {
          async validator(_rule: unknown, value: Dayjs) {
            if (value.isAfter(today, 'day')) throw new Error(M.futureDate);
          },
        },
      ]}
    >
      <DatePicker
        className="ticket-card__date"
        format="DD/MM/YYYY"
        placeholder="Seleccione la fecha"
        disabledDate={(day) => day.isAfter(today, 'day')}
      />
    </Form.Item>
  );
}

export function PaymentModeField() {
  return (
    <Form.Item
      label="Modo de Pago"
      name="modoPago"
      rules={[{ required: true, message: M.required }]}
    >
      <Select
        placeholder="Seleccione el modo de pago"
        options={PAYMENT_MODES.map((mode) => ({ value: mode, label: mode }))}
      />
    </Form.Item>
  );
}

/**
 * Plain text: the Peruvian branches are not Jarvis's, and every branch list the API has belongs to
 * another module's option (transfers, orders, users), which a holder of this page may lack.
 */
export function SucursalField() {
  return (
    <Form.Item
      label="Sucursal"
      name="sucursal"
      validateFirst
      rules={[required, { max: TICKET_SUCURSAL_MAX, message: M.sucursalTooLong }]}
    >
      <Input placeholder="Nombre o código de la sucursal" autoComplete="off" />
    </Form.Item>
  );
}
