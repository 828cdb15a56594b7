// The statements of a screen that opens one record — a ticket's detail — and the names of who did
// what, which other screens read too (the tickets' report). Written and checked as in sql.mjs; each
// is named, as Jarvis prepares them (tickets.repository findTicket, listFiles, history;
// users.repository namesOf, one text whatever the number of ids).
import { named } from './sql.mjs';

export const DETAIL_SQL = {
  ticket: named(
    'ticket_by_id',
    `select peticiones.peticion_id, peticiones.mascara, ticket_problemas.nombre,
    ticket_categorias.nombre, peticiones.departamento_id, peticiones.sucursal_id, peticiones.estado,
    peticiones.creado_en, peticiones.com_en_espera, peticiones.com_cancelado,
    peticiones.solicitado_por, peticiones.descripcion, peticiones.cierre_en, peticiones.edit_comment,
    peticiones.realizado_por, peticiones.version from peticiones
    inner join ticket_problemas on ticket_problemas.tipo_problema_id = peticiones.tipo_problema_id
    inner join ticket_categorias on ticket_categorias.categoria_id = peticiones.categoria_id
    where peticiones.peticion_id = $1`,
  ),
  ticketFiles: named(
    'ticket_files',
    `select clave from peticion_archivos where peticion_archivos.peticion_id = $1
    order by peticion_archivos.orden asc`,
  ),
  ticketHistory: named(
    'ticket_history',
    `select fecha, usuario_id, accion, detalle from bitacora
    where (bitacora.entidad = $1 and bitacora.entidad_id = $2) order by bitacora.bitacora_id asc`,
  ),
  /**
   * A collaborator's view (`tipoMenu=c`) also needs 'Tickets Colaboradores' (tickets-view
   * assertAttends, users.repository holdsPermission; not prepared there, so not here).
   */
  holdsPermission: `select exists (select 1 from permisos
    join opciones_menu on opciones_menu.option_menu_id = permisos.option_menu_id
    where permisos.usuario_id = $1 and permisos.is_active = 1 and opciones_menu.clave = $2) as held`,
  userNames: named(
    'user_names',
    `select usuario_id, nombre || ' ' || apellido, username, correo from usuarios
    where usuarios.usuario_id = any($1::int[])`,
  ),
};
