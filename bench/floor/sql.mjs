// The statements Jarvis sends, as Drizzle writes them (identifier quotes dropped; the harness compares
// them to a trace of the real API on every PostgreSQL run and reports any drift). When a repository
// changes its query, the report's SQL check says so: copy the new text from the trace here. A
// statement Jarvis prepares (Drizzle `.prepare(name)`: planned once per connection) is `named` here
// too, so the floor pays what Jarvis pays.

const named = (name, text) => ({ name, text });

const ACTOR = `select sesiones.sesion_id, usuarios.usuario_id, usuarios.username, usuarios.nombre,
  usuarios.apellido, usuarios.rol_id, roles.rol, departamentos.nombre, posiciones.nombre,
  usuarios.sucursal_id, sucursales.bodega, marcas.nombre, usuarios.empleado_id, usuarios.jefe,
  sesiones.ultimo_uso, usuarios.vetado`;

const ACTOR_FROM = (tokenParam) => `from sesiones
  inner join usuarios on usuarios.usuario_id = sesiones.usuario_id
  inner join roles on roles.rol_id = usuarios.rol_id
  inner join departamentos on departamentos.departamento_id = usuarios.departamento_id
  inner join posiciones on posiciones.posicion_id = usuarios.posicion_id
  inner join sucursales on sucursales.sucursal_id = usuarios.sucursal_id
  inner join marcas on marcas.marca_id = sucursales.marca_id
  where (sesiones.token_hash = ${tokenParam} and sesiones.revocada_en is null)`;

const OUTBOX = `select correo_id, para, asunto, adjuntos, estado, intentos, error, creado_en, enviado_en
  from correos order by correos.correo_id desc`;

const USERS = `select "usuarios"."usuario_id", "usuarios"."username", "usuarios"."nombre",
  "usuarios"."apellido", "posiciones"."nombre", "usuarios"."telefono", "roles"."rol",
  "usuarios"."correo", "departamentos"."nombre", "sucursales"."nombre", "usuarios"."cod_empleado",
  "usuarios"."vetado", "usuarios"."foto" from "usuarios"
  inner join "posiciones" on "posiciones"."posicion_id" = "usuarios"."posicion_id"
  inner join "roles" on "roles"."rol_id" = "usuarios"."rol_id"
  inner join "departamentos" on "departamentos"."departamento_id" = "usuarios"."departamento_id"
  inner join "sucursales" on "sucursales"."sucursal_id" = "usuarios"."sucursal_id"`;

export const SQL = {
  /** users.repository findActorBySession, for a route open to any signed-in user. */
  actor: named('actor_by_session', `${ACTOR}, true ${ACTOR_FROM('$1')}`),
  /** The same, for a route that declares a menu option: one EXISTS on the user's permissions. */
  actorWithPermission: named(
    'actor_by_session_permission',
    `${ACTOR}, exists (select 1 from permisos join opciones_menu
      on opciones_menu.option_menu_id = permisos.option_menu_id
      where permisos.usuario_id = usuarios.usuario_id and permisos.is_active = 1
      and opciones_menu.clave = $1) ${ACTOR_FROM('$2')}`,
  ),

  menu: named(
    'menu_of_user',
    `select modulos.modulo, modulos.icono, modulos.is_sub_menu, modulos.menu_item_active,
    opciones_menu.nombre, opciones_menu.ruta, opciones_menu.componente, opciones_menu.mostrar,
    opciones_menu.clave from permisos
    inner join opciones_menu on opciones_menu.option_menu_id = permisos.option_menu_id
    inner join modulos on modulos.modulo_id = opciones_menu.modulo_id
    where (permisos.usuario_id = $1 and permisos.is_active = $2)
    order by modulos.orden asc, opciones_menu.orden asc`,
  ),

  sessionUser: named(
    'session_user',
    `select usuarios.usuario_id, usuarios.username, usuarios.nombre, usuarios.apellido,
    usuarios.correo, usuarios.telefono, posiciones.nombre, roles.rol, usuarios.rol_id,
    departamentos.nombre, usuarios.sucursal_id, sucursales.nombre, marcas.nombre, sucursales.bodega,
    usuarios.empleado_id, usuarios.cod_empleado, usuarios.jefe, usuarios.vetado, usuarios.foto,
    usuarios.perfil from usuarios
    inner join roles on roles.rol_id = usuarios.rol_id
    inner join departamentos on departamentos.departamento_id = usuarios.departamento_id
    inner join posiciones on posiciones.posicion_id = usuarios.posicion_id
    inner join sucursales on sucursales.sucursal_id = usuarios.sucursal_id
    inner join marcas on marcas.marca_id = sucursales.marca_id
    where usuarios.usuario_id = $1`,
  ),

  // Drizzle leaves out `offset` on the first page.
  outboxFirstPage: `${OUTBOX} limit $1`,
  outboxPage: `${OUTBOX} limit $1 offset $2`,
  /** db/paging.ts boundedCount: never more than LIST_WINDOW + 1 rows counted. */
  boundedOutboxCount: `select count(*) as n from (select 1 from correos limit $1) as bounded`,

  // users-admin.repository listUsers: the page (prepared per list variant) and the bounded count.
  usersFirstPage: named(
    'users_list_todos_lista_todos',
    `${USERS} order by lower("usuarios"."username") limit $1 offset $2`,
  ),
  // A search runs as PostgreSQL's unnamed statement: planned for its own term.
  usersSearchFirstPage: `${USERS} where "usuarios"."busqueda" like $1
    order by lower("usuarios"."username") limit $2 offset $3`,
  boundedUsersCount: `select count(*) as n from (select 1 from "usuarios" limit $1) as bounded`,
  boundedUsersSearchCount: `select count(*) as n from (select 1 from "usuarios"
    where "usuarios"."busqueda" like $1 limit $2) as bounded`,

  loginFailures: `select clave, count(*) from login_intentos
    where (login_intentos.clave in ($1, $2)
    and login_intentos.fecha > now() - make_interval(mins => $3)) group by login_intentos.clave`,
  loginCandidate: `select usuario_id, password_hash, vetado from usuarios
    where (lower(usuarios.username) = $1 or lower(usuarios.correo) = $2) limit $3`,
  insertSession: `insert into sesiones (sesion_id, usuario_id, token_hash, creado_en, ultimo_uso,
    revocada_en, ip, agente) values (default, $1, $2, default, default, default, $3, $4)`,
  clearFailures: `delete from login_intentos where login_intentos.clave = $1`,
  insertAudit: `insert into bitacora (bitacora_id, fecha, usuario_id, accion, entidad, entidad_id,
    detalle, ip, request_id) values (default, default, $1, $2, $3, $4, $5, $6, $7)`,
};
