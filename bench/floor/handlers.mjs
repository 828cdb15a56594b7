// What each scenario costs with no Jarvis code: the same statements, in the same order and with the
// same parallelism, straight through node-postgres (or PGlite), rows returned as they come.
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { foldForSearch, LIST_WINDOW } from '../lib/contracts.mjs';
import { DETAIL_SQL } from './sql-detail.mjs';
import { kept, keptUnless, pageWindow, SQL } from './sql.mjs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Users' ids as the one int[] parameter users.repository namesOf sends, each id once. */
const idArray = (ids) => `{${[...new Set(ids)].join(',')}}`;

function fail(statusCode) {
  return Object.assign(new Error(`HTTP ${statusCode}`), { statusCode });
}

/** The auth hook's one query; the token is hashed as any implementation must. */
async function actor(db, req, permission) {
  const token = (req.headers.authorization ?? '').slice('Bearer '.length);
  const [row] = permission
    ? await db.query(SQL.actorWithPermission, [permission, sha256(token)])
    : await db.query(SQL.actor, [sha256(token)]);
  if (!row) throw fail(401);
  if (row.exists === false) throw fail(403);
  return row;
}

/** The brand tabs with their counts (one row, n0, n1…), each bounded by the list window. */
const brandTabs = (marcas, [counts]) =>
  marcas.map((marca, i) => ({ marca, total: Math.min(Number(counts[`n${i}`]), LIST_WINDOW) }));

/**
 * The brand tabs from rows of marca and a number (`sum` of kept counts, or a `count`), bounded as a
 * count would be.
 */
function brandTotals(marcas, rows, column = 'sum') {
  const perBrand = new Map(rows.map((r) => [r.marca, Number(r[column])]));
  return marcas.map((marca) => ({ marca, total: Math.min(perBrand.get(marca) ?? 0, LIST_WINDOW) }));
}

export async function signIn(db, req) {
  const { username, password } = req.body;
  const login = username.toLowerCase();
  const [user] = await db.query(SQL.loginCandidate, [login, login, 1]);
  const familiar = await db.query(SQL.familiarAddress, [user?.usuario_id ?? 0, req.ip, 30, 1]);
  const account = familiar.length > 0 ? `u:${user.usuario_id}@${req.ip}` : `u:${user?.usuario_id}`;
  // $3… of auth.repository's upsert (free, cap, first wait, free, quiet ×2, free, cap, wait, quiet,
  // free) with the bench's limits (lib/database.mjs): its counters are Jarvis's, in one database.
  const rule = (free) => [free, 900, 5, free, 15, 15, free, 900, 5, 15, free];
  const keys = [account, `ip:${req.ip}`].sort().map((k) => [k, 1_000_000]);
  await db.transaction(async (tx) => {
    for (const [clave, free] of keys) await tx.query(SQL.reserveLimit, [clave, 1, ...rule(free)]);
  });
  if (!user || !(await argon2.verify(user.password_hash, password))) throw fail(401);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query(SQL.insertSession, [user.usuario_id, sha256(token), req.ip, 'floor']);
    await tx.query(SQL.insertAudit, [
      user.usuario_id,
      'login',
      'usuario',
      String(user.usuario_id),
      null,
      req.ip,
      req.id,
    ]);
  });
  await db.query(SQL.releaseLimit, [1_000_000, `ip:${req.ip}`]);
  await db.query(SQL.clearLimits, [account]);
  return { usuario: { id: user.usuario_id, authToken: token } };
}

export async function menu(db, req) {
  const { usuario_id } = await actor(db, req);
  return { data: await db.query(SQL.menu, [usuario_id, 1]) };
}

export async function sessionUser(db, req) {
  const { usuario_id } = await actor(db, req);
  const [user] = await db.query(SQL.sessionUser, [usuario_id]);
  return user;
}

export async function outbox(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 10);
  await actor(db, req, 'mail.outbox');
  if ((page - 1) * size >= LIST_WINDOW) throw fail(400);
  const window = pageWindow(page, size);
  const items = await db.query(kept(SQL.outboxPage(window)), window.keysValues);
  const count = await carriedCount(items, page, () => db.query(kept(SQL.boundedOutboxCount)));
  return { items, ...boundedTotal(count), page, size };
}

/** 'Usuarios' page 1 for an administrator, optionally with 'Buscar' (accents and case folded). */
export async function users(db, req) {
  const size = Number(req.query.size ?? 10);
  const buscar = req.query.buscar;
  await actor(db, req, 'users.admin');
  const pattern = buscar ? `%${foldForSearch(buscar)}%` : undefined;
  const window = pageWindow(1, size);
  const items = pattern
    ? await db.query(SQL.usersSearchPage(window), [pattern, pattern, ...window.values])
    : await db.query(SQL.usersPage(window), window.values);
  // Page 1: an empty page counts 0 (db/paging carriedCount).
  return { items, ...boundedTotal({ n: items[0]?.count ?? 0 }), page: 1, size };
}

const MARCA_NINGUNA = 'Ninguna';
const TICKET_PENDING_STATES = ['Abierto', 'En Curso', 'En Espera'];
/** The department the ticket scenarios sign in from (the demo account mantenimiento). */
const TICKETS_DEPARTMENT = 'Mantenimiento';

/**
 * users.service orgDirectory: both name lists in one statement (a department has no brand), read
 * once a minute as Jarvis does (ORG_DIRECTORY_TTL_MS).
 */
const ORG_DIRECTORY_TTL_MS = 60_000;
let orgRead = null;
function orgDirectory(db) {
  const now = Date.now();
  if (orgRead && now - orgRead.readAt < ORG_DIRECTORY_TTL_MS) return orgRead.directory;
  const directory = readOrgDirectory(db);
  orgRead = { readAt: now, directory };
  directory.catch(() => {
    if (orgRead?.directory === directory) orgRead = null;
  });
  return directory;
}

async function readOrgDirectory(db) {
  const rows = await db.query(SQL.orgDirectory);
  const departamentoId = rows.find(
    (r) => r.marca === null && r.nombre === TICKETS_DEPARTMENT,
  )?.departamento_id;
  const marcas = [...new Set(rows.filter((r) => r.marca !== null).map((r) => r.marca))]
    .filter((m) => m !== MARCA_NINGUNA)
    .sort((a, b) => a.localeCompare(b, 'es'));
  return { departamentoId, marcas };
}

/**
 * A ticket's detail as a collaborator opens it (tickets.service detail): the ticket, the
 * organisation's names, its photos, its history and the collaborator's permission side by side,
 * then the names of everyone they carry (requester, closer, who moved it) at once.
 */
export async function ticketDetail(db, req) {
  const id = Number(req.query.peticion);
  const { usuario_id: userId } = await actor(db, req, 'tickets.details');
  const [[ticket], , archivos, historial, [attends]] = await Promise.all([
    db.query(DETAIL_SQL.ticket, [id]),
    orgDirectory(db),
    db.query(DETAIL_SQL.ticketFiles, [id]),
    db.query(DETAIL_SQL.ticketHistory, ['peticion', String(id)]),
    db.query(DETAIL_SQL.holdsPermission, [userId, 'tickets.collaborators']),
  ]);
  if (!attends.held) throw fail(403);
  if (!ticket) throw fail(404);
  const people = [
    ticket.solicitado_por,
    ticket.realizado_por,
    ...historial.map((h) => h.usuario_id),
  ];
  const ids = [...new Set(people.filter((n) => n !== null))];
  const names = await db.query(DETAIL_SQL.userNames, [idArray(ids)]);
  return { ticket, names, archivos, historial };
}

/** 'Tickets Colaboradores': one brand tab's page, and the bounded count of every brand tab. */
export async function ticketsQueue(db, req) {
  const size = Number(req.query.size ?? 10);
  const marca = req.query.marca;
  const buscar = req.query.buscar;
  await actor(db, req, 'tickets.collaborators');
  const { departamentoId, marcas } = await orgDirectory(db);
  const pattern = buscar ? `%${foldForSearch(buscar)}%` : undefined;
  const where = pattern
    ? [departamentoId, marca, pattern]
    : [departamentoId, marca, ...TICKET_PENDING_STATES];
  const window = pageWindow(1, size);
  let tabs;
  let items;
  if (pattern) {
    const [page, counts] = await Promise.all([
      db.query(SQL.ticketsSearchPage(window), [...where, ...window.values]),
      db.query(
        SQL.ticketsSearchCounts(marcas.length),
        marcas.flatMap((m) => [departamentoId, m, pattern]),
      ),
    ]);
    items = page;
    tabs = brandTabs(marcas, counts);
  } else {
    // The page carries the tabs' kept sums; an empty one has them read apart.
    items = await db.query(kept(SQL.ticketsPendingPage(window, marcas, TICKET_PENDING_STATES)), [
      ...marcas.map(() => departamentoId),
      ...where,
      ...window.values,
    ]);
    tabs = items[0]
      ? marcas.map((m, i) => ({
          marca: m,
          total: Math.min(Number(items[0].array[i]), LIST_WINDOW),
        }))
      : brandTotals(
          marcas,
          await db.query(kept(SQL.ticketsPendingTotals), [
            departamentoId,
            ...TICKET_PENDING_STATES,
          ]),
        );
  }
  return {
    items,
    total: tabs.find((t) => t.marca === marca)?.total ?? 0,
    page: 1,
    size,
    marcas: tabs,
  };
}

/** 'Tickets Realizados' of one department: names, catalogue, then the three figures at once. */
export async function ticketsReport(db, req) {
  const { desde, hasta } = req.query;
  const timeZone = 'America/El_Salvador';
  await actor(db, req, 'tickets.report');
  const [{ departamentoId }] = await Promise.all([
    orgDirectory(db),
    db.query(SQL.ticketCategories),
    db.query(SQL.ticketProblems),
  ]);
  const [grouped, serie, [pendientes]] = await Promise.all([
    db.query(SQL.reportGrouped, [desde, timeZone, hasta, timeZone, departamentoId]),
    db.query(SQL.reportSeries, ['day', timeZone, desde, timeZone, hasta, timeZone, departamentoId]),
    db.query(SQL.reportPending, [departamentoId]),
  ]);
  const ids = grouped
    .filter((r) => r.dimension === 'colaborador' && r.clave > 0)
    .map((r) => r.clave);
  const names = ids.length > 0 ? await db.query(DETAIL_SQL.userNames, [idArray(ids)]) : [];
  return { grouped, serie, pendientes, names };
}

/** db/search findsByTrigram: three characters in a row for pg_trgm's index. */
const findsByTrigram = (term) => foldForSearch(term.trim()).length >= 3;

/** db/search containsPattern: folded, LIKE's wildcards taken literally, matched anywhere. */
const containsPattern = (term) =>
  `%${foldForSearch(term.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** [condition, value] pairs → the conditions for sql.mjs and their parameters, in order. */
const split = (pairs) => ({ conditions: pairs.map(([c]) => c), values: pairs.map(([, v]) => v) });

/** 'Artículos': a page (all or one category chip, optionally 'Buscar'), the chips' counts, the names. */
export async function catalogArticles(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 10);
  const categoriaId = req.query.categoriaId ? Number(req.query.categoriaId) : undefined;
  await actor(db, req, 'catalog.articles');
  if ((page - 1) * size >= LIST_WINDOW) throw fail(400);
  const { pattern: byPattern, categoria: byCategory } = SQL.articleConditions;
  // The chips count over everything but the category.
  const filter = req.query.buscar ? [[byPattern, containsPattern(req.query.buscar)]] : [];
  const chips = split(filter);
  const shown = split(categoriaId ? [...filter, [byCategory, categoriaId]] : filter);
  const window = pageWindow(page, size);
  const values = [...shown.values, ...window.values];
  const pageValues = [...shown.values, ...window.keysValues];
  const [items, categorias] = await Promise.all([
    filter.length > 0
      ? db.query(SQL.articlesSearchPage(shown.conditions, window), values)
      : db.query(kept(SQL.articlesPage(shown.conditions, window)), pageValues),
    db.query(
      keptUnless(filter.length > 0, SQL.articleCategoriesWithCounts(chips.conditions)),
      chips.values,
    ),
  ]);
  const counted = categorias.filter((c) => c.total !== null);
  const byId = new Map(counted.map((c) => [c.categoria_id, c.total]));
  const totalTodas = counted.reduce((sum, c) => sum + c.total, 0);
  const total = categoriaId ? (byId.get(categoriaId) ?? 0) : totalTodas;
  return {
    items,
    total: Math.min(total, LIST_WINDOW),
    totalIsCapped: total > LIST_WINDOW,
    page,
    size,
    categorias: categorias.filter((c) => c.estado === 1 || c.total !== null),
    totalTodas,
  };
}

/**
 * 'Lista de precios': one brand tab's page (optionally one supplier, 'Buscar'), every brand tab's
 * count (the supplier filter only in the shown one: bounded when searching, else summed from the
 * kept counts), and the tab's suppliers.
 */
export async function catalogPrices(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 10);
  const proveedorId = req.query.proveedorId ? Number(req.query.proveedorId) : undefined;
  const user = await actor(db, req, 'catalog.prices');
  if ((page - 1) * size >= LIST_WINDOW) throw fail(400);
  const { marcas } = await orgDirectory(db);
  // node-postgres keeps the last of the actor's same-named columns: the brand (marcas.nombre).
  const own = marcas.includes(user.nombre) ? user.nombre : null;
  const marca = marcas.includes(req.query.marca) ? req.query.marca : (own ?? marcas[0]);
  const { marca: byBrand, proveedor: bySupplier, pattern: byPattern } = SQL.priceConditions;
  const pattern = req.query.buscar ? containsPattern(req.query.buscar) : undefined;
  const tab = (m) =>
    split([
      [byBrand, m],
      ...(m === marca && proveedorId ? [[bySupplier, proveedorId]] : []),
      ...(pattern ? [[byPattern, pattern]] : []),
    ]);
  const shown = tab(marca);
  const window = pageWindow(page, size);
  const tabs = marcas.map(tab);
  // catalog-prices.repository listPrices: one supplier's page without 'Buscar' sends its supplier
  // as a scalar subquery's value and orders by the links' copy of the name (migration 0020).
  const oneSupplier = Boolean(proveedorId && !pattern);
  const pageConditions = oneSupplier
    ? [byBrand, SQL.priceConditions.proveedorUnseen]
    : shown.conditions;
  // catalog-prices.service brandTabs: one pass for a trigram term, a tab at a time up to the
  // bound for a short one, the kept counts without 'Buscar'.
  const brandCounts = () => {
    if (pattern && findsByTrigram(req.query.buscar))
      return db
        .query(
          SQL.pricesSearchTotals(Boolean(proveedorId)),
          proveedorId ? [pattern, marca, proveedorId] : [pattern],
        )
        .then((rows) => brandTotals(marcas, rows, 'count'));
    if (pattern)
      return db
        .query(
          SQL.pricesTabCounts(tabs.map(({ conditions }) => ({ conditions, byArticle: true }))),
          tabs.flatMap(({ values }) => values),
        )
        .then((rows) => brandTabs(marcas, rows));
    return db
      .query(
        kept(SQL.pricesKeptTotals(Boolean(proveedorId))),
        proveedorId ? [marca, proveedorId] : [],
      )
      .then((rows) => brandTotals(marcas, rows));
  };
  const [items, proveedores, counted] = await Promise.all([
    db.query(
      pattern
        ? SQL.pricesSearchPage(shown.conditions, window)
        : kept(SQL.pricesPage(pageConditions, window, oneSupplier)),
      [...shown.values, ...window.values],
    ),
    db.query(kept(SQL.brandSuppliers), [marca]),
    brandCounts(),
  ]);
  return { ...brandTabPage({ items, tabs: counted, marca, own, page, size }), proveedores };
}

/** A catalogue list's answer: the shown brand tab's page, and every tab with its count. */
function brandTabPage({ items, tabs, marca, own, page, size }) {
  const total = tabs.find((t) => t.marca === marca)?.total ?? 0;
  return { items, total, page, size, marca, marcas: tabs, marcaUsuario: own };
}

/**
 * db/paging carriedCount: the count a page carried (PostgreSQL's column `count`), or, on an empty
 * page, 0 on page 1 and counted `apart` past it (rows: [{ n }]).
 */
async function carriedCount(items, page, apart) {
  if (items[0]) return { n: items[0].count };
  return page === 1 ? { n: 0 } : (await apart())[0];
}

/** A bounded count's row → the page's total. */
const boundedTotal = ({ n }) => ({
  total: Math.min(Number(n), LIST_WINDOW),
  totalIsCapped: Number(n) > LIST_WINDOW,
});

/** 'Mis Tickets': the signed-in user's branch, newest first, optionally one state. */
export async function ticketsMine(db, req) {
  const size = Number(req.query.size ?? 24);
  const user = await actor(db, req, 'tickets.mine');
  await orgDirectory(db);
  const { sucursal, estado } = SQL.ticketMineConditions;
  const { conditions, values } = split([
    [sucursal, user.sucursal_id],
    ...(req.query.estado ? [[estado, req.query.estado]] : []),
  ]);
  const window = pageWindow(1, size);
  const items = await db.query(kept(SQL.ticketsMinePage(conditions, window)), [
    ...values,
    ...values,
    ...window.values,
  ]);
  return { items, ...boundedTotal({ n: items[0]?.count ?? 0 }), page: 1, size };
}

/** The brand tab a catalogue list shows: the one asked for, else the user's own, else the first. */
async function catalogTab(db, req, permission) {
  const user = await actor(db, req, permission);
  const { marcas } = await orgDirectory(db);
  // node-postgres keeps the last of the actor's same-named columns: the brand (marcas.nombre).
  const own = marcas.includes(user.nombre) ? user.nombre : null;
  const marca = marcas.includes(req.query.marca) ? req.query.marca : (own ?? marcas[0]);
  const pattern = req.query.buscar ? containsPattern(req.query.buscar) : undefined;
  const { marca: byBrand, pattern: byPattern } = SQL.supplierConditions;
  const tab = (m) => split([[byBrand, m], ...(pattern ? [[byPattern, pattern]] : [])]);
  return { marcas, own, marca, tab, pattern };
}

/** 'Proveedores': one brand tab's page (optionally 'Buscar') and every tab's bounded count. */
export async function catalogSuppliers(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 8);
  const { marcas, own, marca, tab, pattern } = await catalogTab(db, req, 'catalog.suppliers');
  const shown = tab(marca);
  const window = pageWindow(page, size);
  const tabs = marcas.map(tab);
  const countApart = () =>
    db.query(
      kept(SQL.suppliersTabCounts(tabs.map(({ conditions }) => conditions))),
      tabs.flatMap(({ values }) => values),
    );
  // The page carries every tab's count (a search's term first, once per tab); an empty one has
  // them counted apart.
  const terms = pattern ? marcas.map(() => pattern) : [];
  const values = [...terms, ...shown.values, ...window.values];
  const items = await db.query(
    kept(SQL.suppliersPage(shown.conditions, window, marcas, Boolean(pattern))),
    values,
  );
  const counts = items[0]
    ? [Object.fromEntries(items[0].array.map((n, i) => [`n${i}`, n]))]
    : await countApart();
  return brandTabPage({ items, tabs: brandTabs(marcas, counts), marca, own, page, size });
}

/** 'Horarios': one brand's suppliers with their order days, and its bounded count. */
export async function catalogSchedules(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 20);
  const { marcas, marca, tab } = await catalogTab(db, req, 'catalog.schedules');
  const { conditions, values } = tab(marca);
  const window = pageWindow(page, size);
  const countApart = () => db.query(kept(SQL.suppliersCount(conditions)), values);
  // The page carries its count, a search's too.
  const items = await db.query(kept(SQL.schedulesPage(conditions, window)), [
    ...values,
    ...values,
    ...window.values,
  ]);
  const count = await carriedCount(items, page, countApart);
  return { items, ...boundedTotal(count), page, size, marca, marcas };
}

const ERP_DOCUMENT_STATES = ['pendiente', 'enviando', 'registrado', 'error'];

/** 'Integración SAP': a page of documents (all, or one state's) and every state tab's count. */
export async function erpDocuments(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 10);
  const estado = req.query.estado;
  await actor(db, req, 'erp.documents');
  const { conditions, values } = split(estado ? [[SQL.erpState, estado]] : []);
  const window = pageWindow(page, size);
  const items = await db.query(kept(SQL.erpPage(conditions, window, ERP_DOCUMENT_STATES)), [
    ...values,
    ...window.keysValues,
  ]);
  // The page carries the kept counts; an empty one has them read apart.
  const [first] = items;
  let counts = first?.array;
  let all = first?.coalesce;
  if (!first) {
    const rows = await db.query(SQL.erpKeptCounts);
    const byState = new Map(rows.map((r) => [r.estado, r.total]));
    counts = ERP_DOCUMENT_STATES.map((state) => byState.get(state) ?? 0);
    all = rows.reduce((sum, r) => sum + r.total, 0);
  }
  const tabs = ERP_DOCUMENT_STATES.map((state, i) => ({ estado: state, n: counts[i] }));
  const shown = estado ? { n: tabs.find((t) => t.estado === estado)?.n ?? 0 } : { n: all };
  return { items, ...boundedTotal(shown), page: 1, size, estados: tabs };
}
