import { MENU } from '@jarvis/contracts/menu';
import { greeting, type OutgoingMail } from '../../platform/mail/mailer';

/** The mails of an access request: the news to IT, and a refusal back to the requester. */

type Request = {
  nombreCompleto: string;
  correo: string;
  username: string;
  comentario: string | null;
};

/** The screen's route, from the menu catalogue (one place names it). */
const SCREEN = MENU.flatMap((m) => m.opciones as readonly { clave: string; ruta: string }[]).find(
  (option) => option.clave === 'users.accessRequests',
)?.ruta;

export function newRequestMail(
  publicUrl: string,
  person: { nombre: string; correo: string },
  request: Request,
): OutgoingMail {
  return {
    to: person.correo,
    subject: `Solicitud de acceso a Jarvis: ${request.nombreCompleto}`,
    text: [
      greeting(person.nombre),
      '',
      `${request.nombreCompleto} pidió una cuenta de Jarvis desde la página de registro.`,
      '',
      `Nombre completo: ${request.nombreCompleto}`,
      `Correo: ${request.correo}`,
      `Usuario solicitado: ${request.username}`,
      `Comentario: ${request.comentario ?? '—'}`,
      '',
      'Cree el usuario con "Registro de Usuario" o rechace la solicitud indicando el motivo en',
      `Solicitudes de acceso: ${publicUrl}/${SCREEN}`,
    ].join('\n'),
  };
}

export function declinedMail(request: Request, motivo: string, createdBy: number): OutgoingMail {
  return {
    to: request.correo,
    subject: 'Jarvis: su solicitud de acceso',
    createdBy,
    text: [
      greeting(request.nombreCompleto),
      '',
      'El equipo de IT revisó su solicitud de una cuenta de Jarvis y no pudo aprobarla.',
      `Motivo: ${motivo}`,
      '',
      'Si tiene dudas, comuníquese con el equipo de IT.',
    ].join('\n'),
  };
}
