import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import {
  CheckOutlined,
  CloseCircleOutlined,
  PauseCircleOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { REASON_REQUIRED, type TicketDetail, type TicketState } from '@jarvis/contracts/tickets';
import { isApiError } from '../../lib/api-client';
import { TicketReasonModal } from './ticket-reason-modal';
import { useChangeTicketState } from './tickets.api';

/** Spec 1 §9: the page leaves three seconds after a state change. */
const REDIRECT_MS = 3000;

/** The button for each state a collaborator can move a ticket to; 'En Curso' has none. */
const MOVES: Partial<Record<TicketState, { label: string; icon: ReactNode; danger?: boolean }>> = {
  Completado: { label: 'Completar', icon: <CheckOutlined aria-hidden /> },
  'En Espera': { label: 'En Espera', icon: <PauseCircleOutlined aria-hidden /> },
  Cancelado: { label: 'Cancelar', icon: <CloseCircleOutlined aria-hidden />, danger: true },
  Abierto: { label: 'Reanudar', icon: <RedoOutlined aria-hidden /> },
};

type TicketCollaboratorActionsProps = { ticket: TicketDetail; back: string };

/**
 * A collaborator's moves: only those the server lists in `acciones` for this user now, so a
 * Completado or Cancelado ticket offers neither 'Completar' nor 'Cancelar'. Moves that need a reason
 * ask for it first.
 */
export function TicketCollaboratorActions({ ticket, back }: TicketCollaboratorActionsProps) {
  const navigate = useNavigate();
  const change = useChangeTicketState(ticket.peticionID, 'c');
  const [reason, setReason] = useState<{ estado: TicketState; open: boolean } | null>(null);
  const asking = reason?.open ? reason.estado : null;
  const [redirect, setRedirect] = useState<string | null>(null);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate(redirect), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  const closeReason = () => setReason((current) => current && { ...current, open: false });

  const move = (estado: TicketState, comentario?: string) =>
    change.mutate(
      { estado, version: ticket.version, ...(comentario ? { comentario } : {}) },
      {
        onSuccess: (result) => {
          closeReason();
          // Only a path inside the app: anything else falls back to the list.
          setRedirect(result.redirect.startsWith('/') ? result.redirect : back);
        },
        // Someone moved it first: the reason was for a state the ticket no longer has.
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONFLICT') closeReason();
        },
      },
    );

  const start = (estado: TicketState) =>
    REASON_REQUIRED.includes(estado) ? setReason({ estado, open: true }) : move(estado);

  const moves = ticket.acciones.flatMap((estado) => {
    const look = MOVES[estado];
    return look ? [{ estado, ...look }] : [];
  });
  if (moves.length === 0 && !redirect) return null;

  return (
    <div className="ticket-actions">
      {moves.map(({ estado, label, icon, danger }) => (
        <Button
          key={estado}
          icon={icon}
          danger={danger}
          type={estado === 'Completado' ? 'primary' : 'default'}
          disabled={Boolean(redirect) || (change.isPending && !asking)}
          loading={change.isPending && !asking && change.variables?.estado === estado}
          onClick={() => start(estado)}
        >
          {label}
        </Button>
      ))}
      {redirect && (
        <Alert className="ticket-actions__note" type="info" showIcon title="Redirigiendo…" />
      )}
      <TicketReasonModal
        estado={reason?.estado ?? null}
        open={reason?.open ?? false}
        isSaving={change.isPending}
        onCancel={closeReason}
        afterClose={() => setReason(null)}
        onConfirm={(comentario) => {
          if (asking) move(asking, comentario);
        }}
      />
    </div>
  );
}
