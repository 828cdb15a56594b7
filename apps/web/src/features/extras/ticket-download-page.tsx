import { Col, Row } from 'antd';
import { PageHeader } from '../../components/ui/page-header';
import { TicketDownloadCard } from './ticket-download-card';
import {
  CorrelativoField,
  FechaField,
  PaymentModeField,
  SerieField,
  SucursalField,
} from './ticket-download-fields';
import './extras.css';

type TicketDownloadPageProps = { route: { nombre: string } };

/** /Tickets-Peru/ (spec 1 §2): three cards side by side on a desktop, one under the other on a phone. */
export function TicketDownloadPage({ route }: TicketDownloadPageProps) {
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Comprobantes emitidos en Perú" />
      <Row gutter={[16, 16]} className="ticket-cards">
        <Col xs={24} lg={8}>
          <TicketDownloadCard title="Ticket Perú" name="ticket-peru">
            <SerieField />
            <CorrelativoField />
          </TicketDownloadCard>
        </Col>
        <Col xs={24} lg={8}>
          <TicketDownloadCard title="Notas" name="notas">
            <FechaField />
            <SerieField />
            <CorrelativoField />
          </TicketDownloadCard>
        </Col>
        <Col xs={24} lg={8}>
          <TicketDownloadCard title="Ticket Cero" name="ticket-cero">
            <FechaField />
            <PaymentModeField />
            <SucursalField />
            <SerieField />
            <CorrelativoField />
          </TicketDownloadCard>
        </Col>
      </Row>
    </>
  );
}
