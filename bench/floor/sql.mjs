// The statements Jarvis sends, as Drizzle writes them (identifier quotes dropped; the harness compares
// them to a trace of the real API on every PostgreSQL run and reports any drift). When a repository
// changes its query, the report's SQL check says so: copy the new text from the trace here. A
// statement Jarvis prepares (Drizzle `.prepare(name)`: planned once per connection) is `named` here
// too, so the floor pays what Jarvis pays.

import { createHash } from 'node:crypto';
import { LIST_WINDOW } from '../lib/contracts.mjs';

export const named = (name, text) => ({ name, text });

/**
 * A statement Jarvis names after its own text (db/prepared executeKeepingPlan, and the pages that
 * carry no 'Buscar' term): one name per text, so each connection parses it once and PostgreSQL may
 * keep one plan for it.
 */
export const kept = (text) =>
  named(`kept_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`, text);

/** db/prepared unlessSearching: kept, unless it searches (planned for each term, unnamed). */
export const keptUnless = (searching, text) => (searching ? text : kept(text));

/** A value written into a statement, as Drizzle's inlineParams() writes it. */
const literal = (value) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** db/paging's bound, written into the statement (a LIMIT parameter would spoil a kept plan). */
const BOUND = LIST_WINDOW + 1;

const ACTOR = `select sesiones.sesion_id, usuarios.usuario_id, usuarios.username, usuarios.nombre,
  usuarios.apellido, usuarios.rol_id, roles.rol, departamentos.nombre, posiciones.nombre,
  usuarios.sucursal_id, sucursales.bodega, case when sucursales.es_oficina
  then coalesce(marca_propia.nombre, marcas.nombre) else marcas.nombre end, usuarios.empleado_id, usuarios.jefe,
  sesiones.creado_en, sesiones.ultimo_uso, usuarios.vetado, usuarios.debe_cambiar_clave`;

const ACTOR_FROM = (tokenParam) => `from sesiones
  inner join usuarios on usuarios.usuario_id = sesiones.usuario_id
  inner join roles on roles.rol_id = usuarios.rol_id
  inner join departamentos on departamentos.departamento_id = usuarios.departamento_id
  inner join posiciones on posiciones.posicion_id = usuarios.posicion_id
  inner join sucursales on sucursales.sucursal_id = usuarios.sucursal_id
  inner join marcas on marcas.marca_id = sucursales.marca_id
  left join marcas marca_propia on marca_propia.marca_id = usuarios.marca_id
  where (sesiones.token_hash = ${tokenParam} and sesiones.revocada_en is null)`;

const OUTBOX = `select correo_id, para, asunto, adjuntos, estado, intentos, error, creado_en, enviado_en`;

// The user's purchasing brand (migration 0008): the office user's own, else the branch's. The small
// lookups are scalar subqueries (users-admin.repository listQuery: a seven-table join's planning).
const USERS = `select "usuarios"."usuario_id", "usuarios"."username", "usuarios"."nombre",
  "usuarios"."apellido", (select "posiciones"."nombre" from "posiciones"
  where "posiciones"."posicion_id" = "usuarios"."posicion_id"), "usuarios"."telefono",
  (select "roles"."rol" from "roles" where "roles"."rol_id" = "usuarios"."rol_id"), "usuarios"."correo",
  (select "departamentos"."nombre" from "departamentos"
  where "departamentos"."departamento_id" = "usuarios"."departamento_id"), "usuarios"."sucursal_id",
  "sucursales"."nombre", case when "sucursales"."es_oficina"
  then coalesce((select "marca_propia"."nombre" from "marcas" as "marca_propia"
  where "marca_propia"."marca_id" = "usuarios"."marca_id"), "marcas"."nombre")
  else "marcas"."nombre" end, "usuarios"."marca_id", "usuarios"."cod_empleado",
  "usuarios"."vetado", "usuarios"."foto"`;
const USERS_FROM = `from "usuarios"
  inner join "sucursales" on "sucursales"."sucursal_id" = "usuarios"."sucursal_id"
  inner join "marcas" on "marcas"."marca_id" = "sucursales"."marca_id"`;

const TICKET_COLUMNS = `select peticiones.peticion_id, peticiones.mascara, ticket_problemas.nombre,
  ticket_categorias.nombre, peticiones.departamento_id, peticiones.sucursal_id, peticiones.estado,
  peticiones.creado_en, peticiones.com_en_espera, peticiones.com_cancelado`;
const TICKETS_FROM = `from peticiones
  inner join ticket_problemas on ticket_problemas.tipo_problema_id = peticiones.tipo_problema_id
  inner join ticket_categorias on ticket_categorias.categoria_id = peticiones.categoria_id`;
const TICKET_CARDS = `${TICKET_COLUMNS} ${TICKETS_FROM}`;

// catalog-articles.repository listArticles: the page chosen in a subquery, its rows' supplier links
// counted beside it (withLinks), in one statement.
const ARTICLES = `select articulos.articulo_id, articulos.articulo_id_ficticio, articulos.nombre,
  articulos.unidad, articulos.unidad_venta, articulos.cantidad_compra, articulos.cantidad_venta,
  articulos.min_ingreso_inv, articulos.max_ingreso_inv, articulos.estado, articulos.ppd,
  articulos.generico, articulos.is_active, articulos.categoria_id, categorias.nombre as categoria,
  categorias.icono, articulos.version
  from articulos inner join categorias on categorias.categoria_id = articulos.categoria_id`;
const withLinks = (chosen) => `select elegidos.articulo_id, elegidos.articulo_id_ficticio,
  elegidos.nombre, elegidos.unidad, elegidos.unidad_venta, elegidos.cantidad_compra,
  elegidos.cantidad_venta, elegidos.min_ingreso_inv, elegidos.max_ingreso_inv, elegidos.estado,
  elegidos.ppd, elegidos.generico, elegidos.is_active, elegidos.categoria_id, categoria,
  elegidos.icono, elegidos.version, total, activos from (${chosen}) elegidos
  left join lateral (select count(*)::int as total, (count(*) filter (where estado = 1))::int as activos
  from proveedor_articulos where proveedor_articulos.articulo_id = elegidos.articulo_id) enlaces on true
  order by elegidos.nombre asc, elegidos.articulo_id asc`;

// catalog-prices.repository listPrices and countPrices ('Lista de precios').
const PRICES = `select proveedor_articulos.id, articulos.articulo_id, articulos.nombre, articulos.unidad,
  articulos.cantidad_compra, categorias.nombre, articulos.estado, proveedores.proveedor_id,
  proveedores.nombre_abrv, proveedores.codigo, proveedores.marca, proveedor_articulos.precio,
  proveedor_articulos.estado, proveedor_articulos.actualizado_en, proveedor_articulos.version,
  (select count(*)::int from precio_historial h
  where h.proveedor_articulo_id = proveedor_articulos.id) from proveedor_articulos
  inner join proveedores on proveedores.proveedor_id = proveedor_articulos.proveedor_id
  inner join articulos on articulos.articulo_id = proveedor_articulos.articulo_id
  inner join categorias on categorias.categoria_id = articulos.categoria_id`;
// The articles only when a condition reads them ('Buscar'), as countPrices does.
const pricesFrom = (byArticle) => `proveedor_articulos
  join proveedores on proveedores.proveedor_id = proveedor_articulos.proveedor_id${
    byArticle ? ' join articulos on articulos.articulo_id = proveedor_articulos.articulo_id' : ''
  }`;

/**
 * Drizzle's `and()`: nothing, the one condition bare, or several in parentheses; each condition is a
 * function of its parameter's number.
 */
function where(conditions, first = 1) {
  const texts = conditions.map((condition, i) => condition(`$${first + i}`));
  if (texts.length === 0) return '';
  return texts.length === 1 ? ` where ${texts[0]}` : ` where (${texts.join(' and ')})`;
}

/**
 * db/paging tabCounts: every tab's bounded count in one statement. A tab is a function of its first
 * parameter's number answering its rows' text and how many parameters they take.
 */
function tabCounts(tabs) {
  let next = 1;
  const columns = tabs.map((tab, i) => {
    const { text, params } = tab(next);
    next += params;
    return `(select count(*) from (select 1 from ${text} limit ${BOUND}) as bounded) as n${i}`;
  });
  return `select ${columns.join(', ')}`;
}

/** db/paging boundedCount: at most LIST_WINDOW + 1 rows of `rows`. */
const boundedCount = (rows, conditions = []) =>
  `select count(*) as n from (select 1 from ${rows}${where(conditions)} limit ${BOUND}) as bounded`;

/**
 * db/paging countColumn: the bounded count as a column of the page's own statement (PostgreSQL
 * names it `count`); its parameters come first, numbered from `first`.
 */
const countColumn = (rows, conditions = [], first = 1) =>
  `(select count(*) from (select 1 from ${rows}${where(conditions, first)} limit ${BOUND}) as bounded)`;

/** db/paging tabsColumn: every tab's number as one array column (PostgreSQL names it `array`). */
const tabsColumn = (tabs) => `array[${tabs.join(', ')}]`;

/**
 * db/paging pageWindow: page 1 is written with its size and no OFFSET, so PostgreSQL keeps one plan
 * for it; a deeper page takes both as parameters, numbered from `next`. `values` follow the
 * conditions' values; `key` ends the name of a statement Jarvis names itself.
 */
export function pageWindow(page, size) {
  return page === 1
    ? { key: `first${size}`, clause: () => ` limit ${size}`, values: [], keysValues: [] }
    : {
        key: `deep${size}`,
        size,
        clause: (next) => ` limit $${next} offset $${next + 1}`,
        values: [size, (page - 1) * size],
        // keysFirst: the keys' OFFSET (their LIMIT is the size, written), then the page's LIMIT.
        keysValues: [(page - 1) * size, size],
      };
}

/**
 * db/paging keysFirst: a deep page takes its keys first (`keys`, the select of the key alone with
 * the page's conditions and order), skipped inside the list window and taken `size` at a time, then
 * reads only its rows; page 1 keeps its own condition (`pageWhere`). Answers the page's condition
 * and what follows its order; values are `window.keysValues`.
 */
const keysFirst = (window, key, keys, next, pageWhere = '') =>
  window.size
    ? {
        where: ` where ${key} in (select ${key.split('.').pop()} from (${keys} limit ${LIST_WINDOW}) ventana limit ${window.size} offset $${next})`,
        limit: ` limit $${next + 1}`,
      }
    : { where: pageWhere, limit: window.clause(next) };

/**
 * The yardstick of issue #3 ("a page of 10 orders out of 1,000,000 through node-postgres"): the newest
 * 10 of the bitácora's million rows (scale 1) by primary key, as a plain parameterised query.
 */
export const REFERENCE_PAGE =
  'select bitacora_id, fecha, usuario_id, accion, entidad, entidad_id from bitacora order by bitacora_id desc limit $1';

const RESTART = (n) =>
  `coalesce(limites.espera_hasta, limites.ultimo) < now() - make_interval(mins => $${n})`;
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
    departamentos.nombre, usuarios.sucursal_id, sucursales.nombre, case when sucursales.es_oficina
    then coalesce(marca_propia.nombre, marcas.nombre) else marcas.nombre end, sucursales.bodega,
    usuarios.empleado_id, usuarios.cod_empleado, usuarios.jefe, usuarios.vetado, usuarios.foto,
    usuarios.perfil, usuarios.debe_cambiar_clave from usuarios
    inner join roles on roles.rol_id = usuarios.rol_id
    inner join departamentos on departamentos.departamento_id = usuarios.departamento_id
    inner join posiciones on posiciones.posicion_id = usuarios.posicion_id
    inner join sucursales on sucursales.sucursal_id = usuarios.sucursal_id
    inner join marcas on marcas.marca_id = sucursales.marca_id
    left join marcas marca_propia on marca_propia.marca_id = usuarios.marca_id
    where usuarios.usuario_id = $1`,
  ),

  // mail.repository listOutbox: the page carries its bounded count.
  outboxPage: (window) => {
    const order = ' order by correos.correo_id desc';
    const page = keysFirst(window, 'correos.correo_id', `select correo_id from correos${order}`, 1);
    return `${OUTBOX}, ${countColumn('correos')} from correos${page.where}${order}${page.limit}`;
  },
  /** db/paging.ts boundedCount: never more than LIST_WINDOW + 1 rows counted. */
  boundedOutboxCount: boundedCount('correos'),

  // users-admin.repository listUsers: the page (prepared per list variant), carrying its bounded count.
  usersPage: (window) =>
    named(
      `users_list_todos_lista_todos_${window.key}`,
      `${USERS}, ${countColumn('"usuarios"')} ${USERS_FROM}
      order by lower("usuarios"."username")${window.clause(1)}`,
    ),
  // A search runs as PostgreSQL's unnamed statement: planned for its own term ($1 its count's, $2
  // the page's).
  usersSearchPage: (
    window,
  ) => `${USERS}, ${countColumn('"usuarios"', [(p) => `"usuarios"."busqueda" like ${p}`])}
    ${USERS_FROM} where "usuarios"."busqueda" like $2
    order by lower("usuarios"."username")${window.clause(3)}`,
  boundedUsersCount: boundedCount('"usuarios"'),
  boundedUsersSearchCount: `select count(*) as n from (select 1 from "usuarios"
    where "usuarios"."busqueda" like $1 limit ${BOUND}) as bounded`,

  loginCandidate: `select usuario_id, password_hash, vetado, nombre, correo from usuarios
    where (lower(usuarios.username) = $1 or lower(usuarios.correo) = $2) limit $3`,
  familiarAddress: `select 1 from sesiones where (sesiones.usuario_id = $1 and sesiones.ip = $2 and sesiones.creado_en > now() - make_interval(days => $3)) limit $4`,
  // auth.repository reserve: one attempt counted on a key, unless it is waiting.
  reserveLimit: `insert into limites (clave, intentos, ultimo, espera_hasta) values ($1, $2, default, case when 1 >= $3 then now() + make_interval(secs => least($4::float8, $5::float8 * power(2, 1 - $6))) end)
    on conflict (clave) do update set intentos = (case when ${RESTART(7)} then 1 else limites.intentos + 1 end), ultimo = now(), espera_hasta = case when (case when ${RESTART(8)} then 1 else limites.intentos + 1 end) >= $9
    then now() + make_interval(secs => least($10::float8, $11::float8 * power(2, (case when ${RESTART(12)} then 1 else limites.intentos + 1 end) - $13))) end
    where (limites.espera_hasta is null or limites.espera_hasta < now()) returning intentos`,
  insertSession: `insert into sesiones (sesion_id, usuario_id, token_hash, creado_en, ultimo_uso,
    revocada_en, ip, agente) values (default, $1, $2, default, default, default, $3, $4)`,
  clearLimits: `delete from limites where limites.clave in ($1)`,
  releaseLimit: `update limites set intentos = greatest(limites.intentos - 1, 0), espera_hasta = case when limites.intentos - 1 < $1 then null else limites.espera_hasta end where limites.clave = $2`,
  insertAudit: `insert into bitacora (bitacora_id, fecha, usuario_id, accion, entidad, entidad_id,
    detalle, ip, request_id) values (default, default, $1, $2, $3, $4, $5, $6, $7)`,
  // users.repository orgDirectory: departments and branches in one prepared statement.
  orgDirectory: named(
    'org_directory',
    `(select departamento_id, nombre, null as bodega, null as marca from departamentos) union all
    (select sucursales.sucursal_id, sucursales.nombre, sucursales.bodega, marcas.nombre
    from sucursales inner join marcas on marcas.marca_id = sucursales.marca_id)`,
  ),
  // tickets.repository catalog.
  ticketCategories: `select categoria_id, nombre, departamento_id from ticket_categorias
    order by ticket_categorias.nombre asc`,
  ticketProblems: `select tipo_problema_id, nombre, categoria_id from ticket_problemas
    order by ticket_problemas.nombre asc`,

  // tickets.repository listForDepartment ('Tickets Colaboradores'): the page carries every brand
  // tab's sum of the kept counts (migration 0014) of the pending states, the brands written in.
  ticketsPendingPage: (window, marcas, states) => `${TICKET_COLUMNS}, ${tabsColumn(
    marcas.map(
      (marca, i) => `(select coalesce(sum(peticiones_conteos.total), 0) from peticiones_conteos
      where (peticiones_conteos.departamento_id = $${i + 1} and peticiones_conteos.marca = ${literal(marca)}
      and peticiones_conteos.estado in (${states.map(literal).join(', ')})))`,
    ),
  )} ${TICKETS_FROM} where (peticiones.departamento_id = $${marcas.length + 1}
    and peticiones.marca = $${marcas.length + 2} and peticiones.estado in ($${marcas.length + 3}, $${marcas.length + 4}, $${marcas.length + 5}))
    order by peticiones.peticion_id desc${window.clause(marcas.length + 6)}`,
  /** Without 'Buscar' the brand tabs sum the kept counts (migration 0014) of the pending states. */
  ticketsPendingTotals: `select marca, sum(total)::int from peticiones_conteos
    where (peticiones_conteos.departamento_id = $1 and peticiones_conteos.estado in ($2, $3, $4))
    group by peticiones_conteos.marca`,
  // A search page takes its ids from one index first, then their cards.
  ticketsSearchPage: (
    window,
  ) => `${TICKET_CARDS} where peticiones.peticion_id in (select peticion_id
    from peticiones where (peticiones.departamento_id = $1 and peticiones.marca = $2
    and peticiones.busqueda like $3) order by peticiones.peticion_id desc${window.clause(4)})
    order by peticiones.peticion_id desc`,
  ticketsSearchCounts: (tabs) =>
    tabCounts(
      Array.from({ length: tabs }, () => (k) => ({
        text: `peticiones where (peticiones.departamento_id = $${k} and peticiones.marca = $${k + 1}
        and peticiones.busqueda like $${k + 2}) order by peticiones.peticion_id desc`,
        params: 3,
      })),
    ),

  // tickets-report.repository ('Tickets Realizados') for one department.
  reportGrouped: `
    with cerrados as (
    select
    peticiones.estado as estado,
    peticiones.departamento_id as departamento,
    peticiones.categoria_id as categoria,
    peticiones.tipo_problema_id as problema,
    peticiones.sucursal_id as sucursal,
    coalesce(peticiones.realizado_por, 0) as colaborador,
    greatest(extract(epoch from peticiones.cierre_en - peticiones.creado_en), 0)::float8 as total,
    peticiones.espera_segundos::float8 as espera
    from peticiones
    where peticiones.estado in ('Completado', 'Cancelado') and peticiones.cierre_en >= ($1::date)::timestamp at time zone $2 and peticiones.cierre_en < ($3::date + 1)::timestamp at time zone $4 and peticiones.departamento_id = $5
    )
    select
    case
    when grouping(departamento) = 0 then 'departamento'
    when grouping(categoria) = 0 then 'categoria'
    when grouping(problema) = 0 then 'problema'
    when grouping(sucursal) = 0 then 'sucursal'
    when grouping(colaborador) = 0 then 'colaborador'
    else 'total'
    end as dimension,
    coalesce(departamento, categoria, problema, sucursal, colaborador) as clave,
    count(*) filter (where estado = 'Completado')::int as completados,
    count(*) filter (where estado = 'Cancelado')::int as cancelados,
    percentile_cont(0.5) within group (order by total) filter (where estado = 'Completado') as totalMediana,
    percentile_cont(0.9) within group (order by total) filter (where estado = 'Completado') as totalP90,
    percentile_cont(0.5) within group (order by total - espera) filter (where estado = 'Completado') as activoMediana,
    percentile_cont(0.9) within group (order by total - espera) filter (where estado = 'Completado') as activoP90,
    count(*) filter (where estado = 'Completado' and espera > 0)::int as conEspera,
    percentile_cont(0.5) within group (order by espera) filter (where estado = 'Completado' and espera > 0) as esperaMediana,
    coalesce(sum(espera) filter (where estado = 'Completado'), 0)::float8 as esperaTotal
    from cerrados
    group by grouping sets ((), (departamento), (categoria), (problema), (sucursal), (colaborador))`,
  reportSeries: `
    select
    to_char(date_trunc($1, peticiones.cierre_en at time zone $2), 'YYYY-MM-DD') as periodo,
    count(*) filter (where peticiones.estado = 'Completado')::int as completados,
    count(*) filter (where peticiones.estado = 'Cancelado')::int as cancelados
    from peticiones
    where peticiones.estado in ('Completado', 'Cancelado') and peticiones.cierre_en >= ($3::date)::timestamp at time zone $4 and peticiones.cierre_en < ($5::date + 1)::timestamp at time zone $6 and peticiones.departamento_id = $7
    group by 1
    order by 1`,
  reportPending: `
    select
    count(*) filter (where peticiones.estado <> 'En Espera')::int as abiertos,
    count(*) filter (where peticiones.estado = 'En Espera')::int as enEspera
    from peticiones
    where peticiones.estado in ('Abierto', 'En Curso', 'En Espera')
    and peticiones.departamento_id = $1`,

  // catalog-articles.repository ('Artículos'): the page, the chips' counts, the categories. The
  // conditions are those the scenarios use: 'Buscar' (folded pattern), then the category chip.
  // A deep page takes its ids first (keysFirst), its conditions inside.
  articlesPage: (conditions, window) => {
    const order = ' order by articulos.nombre asc, articulos.articulo_id asc';
    const next = conditions.length + 1;
    const keys = `select articulo_id from articulos${where(conditions)}${order}`;
    const page = keysFirst(window, 'articulos.articulo_id', keys, next, where(conditions));
    return withLinks(`${ARTICLES}${page.where}${order}${page.limit}`);
  },
  // With 'Buscar' the page's ids come first from the matches, sorted apart (MATERIALIZED).
  articlesSearchPage: (conditions, window) =>
    withLinks(`${ARTICLES} where articulos.articulo_id in (with coincidencias as materialized
    ((select articulo_id, nombre from articulos${where(conditions)})) select articulo_id
    from coincidencias order by nombre, articulo_id${window.clause(conditions.length + 1)})`),
  // catalog-articles.repository categoriesWithCounts: the chips and their counts in one statement;
  // without 'Buscar' the counts come from the kept counts (migration 0010), not the articles.
  articleCategoriesWithCounts: (conditions) =>
    `select categorias.categoria_id, categorias.nombre, categorias.icono, categorias.estado,
    categorias.ppd, total from categorias left join (${
      conditions.length > 0
        ? `select categoria_id, count(*)::int as total from articulos${where(conditions)}
          group by articulos.categoria_id`
        : `select categoria_id, sum(total)::int as total from articulos_conteos
          group by articulos_conteos.categoria_id having sum(articulos_conteos.total) > 0`
    }) conteo on conteo.categoria_id = categorias.categoria_id order by categorias.nombre asc`,
  articleConditions: {
    pattern: (p) => `articulos.busqueda like ${p}`,
    categoria: (p) => `articulos.categoria_id = ${p}`,
  },

  // catalog-prices.repository ('Lista de precios'): brand first, then supplier, then 'Buscar'.
  pricesPage: (conditions, window, oneSupplier = false) =>
    `${PRICES}${where(conditions)}
    order by ${oneSupplier ? 'proveedor_articulos.articulo_nombre' : 'articulos.nombre'} asc, proveedores.nombre_abrv asc, proveedor_articulos.id asc${window.clause(conditions.length + 1)}`,
  // A search's page (catalog-prices.repository searchPage): its links chosen by the order's keys
  // first, walking the name index that carries the search text (migration 0017), then read whole.
  pricesSearchPage: (conditions, window) =>
    `${PRICES} inner join (select proveedor_articulos.id as elegido_id,
    articulos.nombre as elegido_articulo, proveedores.nombre_abrv as elegido_proveedor
    from proveedor_articulos
    inner join proveedores on proveedores.proveedor_id = proveedor_articulos.proveedor_id
    inner join articulos on articulos.articulo_id = proveedor_articulos.articulo_id${where(conditions)}
    order by articulos.nombre asc, proveedores.nombre_abrv asc, proveedor_articulos.id asc${window.clause(conditions.length + 1)}) elegidos
    on elegido_id = proveedor_articulos.id order by elegido_articulo asc, elegido_proveedor asc, elegido_id asc`,
  /**
   * A search found by trigram counts its links per brand in one pass (searchBrandTotals); the
   * supplier filter narrows the shown brand only. Parameters: the pattern, then the shown brand and
   * its supplier.
   */
  pricesSearchTotals: (bySupplier) =>
    `select proveedores.marca, count(*)::int from proveedor_articulos
    inner join proveedores on proveedores.proveedor_id = proveedor_articulos.proveedor_id
    inner join articulos on articulos.articulo_id = proveedor_articulos.articulo_id
    where ${
      bySupplier
        ? '(articulos.busqueda like $1 and (proveedores.marca <> $2 or proveedor_articulos.proveedor_id = $3))'
        : 'articulos.busqueda like $1'
    } group by proveedores.marca`,
  /** Every brand tab's bounded count in one statement: each tab's conditions and whether it reads the articles. */
  pricesTabCounts: (tabs) =>
    tabCounts(
      tabs.map(({ conditions, byArticle }) => (k) => ({
        text: `${pricesFrom(byArticle)}${where(conditions, k)}`,
        params: conditions.length,
      })),
    ),
  /**
   * Without 'Buscar' (or a category) the brand tabs sum the kept counts (migration 0013); the
   * supplier filter narrows the shown brand only.
   */
  pricesKeptTotals: (bySupplier) =>
    `select proveedores.marca, sum(proveedor_articulos_conteos.total)::int
    from proveedor_articulos_conteos
    inner join proveedores on proveedores.proveedor_id = proveedor_articulos_conteos.proveedor_id${
      bySupplier
        ? ` where (proveedores.marca <> $1 or proveedor_articulos_conteos.proveedor_id = $2)`
        : ''
    } group by proveedores.marca`,
  priceConditions: {
    marca: (p) => `proveedores.marca = ${p}`,
    proveedor: (p) => `proveedor_articulos.proveedor_id = ${p}`,
    proveedorUnseen: (p) => `proveedor_articulos.proveedor_id = (select ${p}::int)`,
    pattern: (p) => `articulos.busqueda like ${p}`,
  },
  brandSuppliers: `select proveedor_id, nombre_abrv, codigo from proveedores
    where proveedores.marca = $1 order by proveedores.nombre_abrv asc, proveedores.proveedor_id asc`,

  // tickets.repository listByBranch ('Mis Tickets'): the branch, optionally one state; the page's
  // ids from one index first, then their cards (so PostgreSQL keeps one plan for every branch).
  // The page carries the branch's bounded count: its parameters first.
  ticketsMinePage: (conditions, window) =>
    `${TICKET_COLUMNS}, ${countColumn('peticiones', conditions)} ${TICKETS_FROM}
    where peticiones.peticion_id in (select peticion_id from peticiones${where(conditions, conditions.length + 1)}
    order by peticiones.peticion_id desc${window.clause(2 * conditions.length + 1)})
    order by peticiones.peticion_id desc`,
  ticketsMineCount: (conditions) => boundedCount('peticiones', conditions),
  ticketMineConditions: {
    sucursal: (p) => `peticiones.sucursal_id = ${p}`,
    estado: (p) => `peticiones.estado = ${p}`,
  },

  // catalog.repository listSuppliersWithTabs and suppliersTab ('Proveedores'): brand, optionally
  // 'Buscar'. The page carries every brand tab's bounded count, the brands written in; a search's
  // term is a parameter of each tab, numbered first.
  suppliersPage: (conditions, window, marcas, searching = false) => {
    const carried = searching ? marcas.length : 0;
    const tab = (m, i) =>
      countColumn('proveedores', [
        () => `proveedores.marca = ${literal(m)}`,
        ...(searching ? [() => `proveedores.busqueda like $${i + 1}`] : []),
      ]);
    return `select proveedor_id, codigo, nombre, nombre_abrv, marca, telefono, correo, direccion,
    descripcion, max_productos, estado, wt_liable, version, ${tabsColumn(marcas.map(tab))}
    from proveedores${where(conditions, carried + 1)}
    order by proveedores.nombre asc, proveedores.proveedor_id asc${window.clause(carried + conditions.length + 1)}`;
  },
  suppliersTabCounts: (tabs) =>
    tabCounts(
      tabs.map((conditions) => (k) => ({
        text: `proveedores${where(conditions, k)}`,
        params: conditions.length,
      })),
    ),
  supplierConditions: {
    marca: (p) => `proveedores.marca = ${p}`,
    pattern: (p) => `proveedores.busqueda like ${p}`,
  },

  // catalog.repository listSchedules and countSuppliers ('Horarios'): one brand's suppliers and days.
  // The page carries the bounded count of the brand's suppliers matching it, its parameters first.
  schedulesPage: (conditions, window) => {
    const carried = conditions.length;
    return `select proveedor_id, codigo, nombre, nombre_abrv, marca, estado, array(select h.dia::int
    from proveedor_horarios h where h.proveedor_id = proveedores.proveedor_id order by 1),
    ${countColumn('proveedores', conditions)}
    from proveedores${where(conditions, carried + 1)}
    order by proveedores.nombre asc, proveedores.proveedor_id asc${window.clause(carried + conditions.length + 1)}`;
  },
  suppliersCount: (conditions) => boundedCount('proveedores', conditions),

  // erp.repository listDocuments ('Integración SAP'): every column but the payload, optionally one state.
  // The page carries every state tab's number and the number of all, read from the counts kept by
  // triggers (migration 0015), the states written in; a deep page takes its ids first.
  erpPage: (conditions, window, states) => {
    const order = ' order by erp_documentos.documento_id desc';
    const keys = `select documento_id from erp_documentos${where(conditions)}${order}`;
    const page = keysFirst(
      window,
      'erp_documentos.documento_id',
      keys,
      conditions.length + 1,
      where(conditions),
    );
    return `select documento_id, tipo, origen, origen_id, card_code, estado, intentos, ultimo_error,
    guardado_en_sap, doc_entry, doc_num, creado_en, actualizado_en, registrado_en, proximo_intento,
    ${tabsColumn(
      states.map(
        (state) => `coalesce((select erp_documentos_conteos.total from erp_documentos_conteos
        where erp_documentos_conteos.estado = ${literal(state)}), 0)`,
      ),
    )}, (select coalesce(sum(total), 0) from erp_documentos_conteos)
    from erp_documentos${page.where}${order}${page.limit}`;
  },
  /** The kept counts alone, for a page with no row to carry them. */
  erpKeptCounts: named('erp_kept_counts', 'select estado, total from erp_documentos_conteos'),
  erpState: (p) => `erp_documentos.estado = ${p}`,
};
