import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CheckCircleOutlined,
  FormOutlined,
  ProfileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { COLLABORATOR_DEPARTMENTS, TICKETS_MENU_CARDS } from '@jarvis/contracts/tickets';
import { PageHeader } from '../../components/ui/page-header';
import { useMenu, useSessionUser } from '../../lib/session-queries';
import './tickets.css';

const CARD_LOOK: Record<
  (typeof TICKETS_MENU_CARDS)[number]['ruta'],
  { icon: ReactNode; texto: string }
> = {
  'Tickets/crear-ticket': {
    icon: <FormOutlined aria-hidden />,
    texto: 'Reporte un problema a las áreas de apoyo, con fotos si hace falta.',
  },
  'Tickets/mis-tickets': {
    icon: <ProfileOutlined aria-hidden />,
    texto: 'Los tickets de su sucursal y en qué estado están.',
  },
  'Tickets/colaboradores': {
    icon: <TeamOutlined aria-hidden />,
    texto: 'Los tickets que atiende su departamento, por marca.',
  },
  'Tickets/reporte': {
    icon: <CheckCircleOutlined aria-hidden />,
    texto: 'Lo resuelto por su departamento: tiempos y volumen.',
  },
};

/**
 * /Tickets/Menu (spec 1 §2): 'Crear Ticket' and 'Mis Tickets' for everyone; Informática, Compras and
 * Mantenimiento also get 'Tickets Colaboradores' and 'Tickets Realizados'. A card shows only when the
 * user also holds the route, so it never leads to a page they cannot open.
 */
export function TicketsMenuPage({ route }: { route: { nombre: string } }) {
  const user = useSessionUser();
  const menu = useMenu();
  const held = new Set(menu.data?.flatMap((entry) => entry.subMenu.map((option) => option.ruta)));
  const isCollaborator = COLLABORATOR_DEPARTMENTS.includes(user.data?.departamento ?? '');
  const cards = TICKETS_MENU_CARDS.filter(
    (card) => held.has(card.ruta) && (!card.colaborador || isCollaborator),
  );

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Mesa de ayuda del grupo" />
      <nav className="tickets-menu" aria-label="Opciones de tickets">
        {cards.map((card) => (
          <Link key={card.ruta} to={`/${card.ruta}`} className="tickets-menu__card">
            <span className="tickets-menu__icon" aria-hidden="true">
              {CARD_LOOK[card.ruta].icon}
            </span>
            <span className="tickets-menu__title">{card.titulo}</span>
            <span className="tickets-menu__text">{CARD_LOOK[card.ruta].texto}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
