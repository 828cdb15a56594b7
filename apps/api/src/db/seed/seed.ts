import { count, eq, inArray } from 'drizzle-orm';
import { initials } from '@jarvis/contracts/org';
import { hashPassword } from '../../platform/auth/crypto';
import type { Db } from '../client';
import {
  articulos,
  categorias,
  departamentos,
  empleados,
  precioHistorial,
  proveedorArticulos,
  proveedores,
  proveedorHorarios,
  peticiones,
  ticketCategorias,
  ticketMascaras,
  ticketProblemas,
  marcas,
  opcionesMenu,
  permisos,
  posiciones,
  roles,
  sucursales,
  usuarios,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_EMPLOYEES, DEMO_PASSWORD } from './demo-accounts';
import { buildDemoCatalog } from './demo-catalog';
import { seedDemoOrders } from './demo-orders';
import { seedDemoInventory } from './demo-inventory';
import { seedDemoWaste } from './demo-waste';
import { seedDemoTransfers } from './demo-transfers';
import {
  DEMO_TICKET_BRANCH_WEIGHTS,
  DEMO_TICKET_CATALOG,
  DEMO_TICKET_COUNT,
  DEMO_TICKET_TEXTS,
  DEMO_TICKET_WORKERS,
  DEMO_WAIT_REASONS,
  DEMO_CANCEL_REASONS,
  seededRandom,
} from './demo-tickets';
import { ticketSearchText } from '../../modules/tickets/tickets-search';
import { bitacora } from '../../platform/audit/audit.table';
import {
  DEMO_DEPARTAMENTOS,
  DEMO_MARCAS,
  DEMO_POSICIONES,
  DEMO_ROLES,
  DEMO_SUCURSALES,
} from './demo-org';

const byName = <T extends { id: number; nombre: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.nombre, r.id]));

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Dato de demostración desconocido: ${key}`);
  return value;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(usuarios);
  return Number(row?.n ?? 0) === 0;
}

/** The demo organisation and the README's accounts (password jarvis123). Runs on an empty database. */
/** `timeZone`: BUSINESS_TZ, in which the demo tickets' dates are written for 'Buscar'. */
export async function seedDemo(db: Db, timeZone = 'America/El_Salvador') {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const marcaIds = byName(
      await tx
        .insert(marcas)
        .values(DEMO_MARCAS.map((nombre) => ({ nombre })))
        .returning({ id: marcas.marcaId, nombre: marcas.nombre }),
    );
    await tx.insert(roles).values(DEMO_ROLES.map((rol) => ({ rol })));
    const rolIds = new Map((await tx.select().from(roles)).map((r) => [r.rol, r.rolId]));
    const sucursalRows = await tx
      .insert(sucursales)
      .values(
        DEMO_SUCURSALES.map((s) => ({
          nombre: s.nombre,
          bodega: s.bodega,
          marcaId: need(marcaIds, s.marca),
          esOficina: s.esOficina ?? false,
          estado: s.estado ?? 1,
          direccion: s.direccion,
          telefono: s.telefono,
        })),
      )
      .returning({ id: sucursales.sucursalId, bodega: sucursales.bodega });
    const sucursalIds = new Map(sucursalRows.map((r) => [r.bodega, r.id]));
    const departamentoIds = byName(
      await tx
        .insert(departamentos)
        .values(DEMO_DEPARTAMENTOS.map((nombre) => ({ nombre })))
        .returning({ id: departamentos.departamentoId, nombre: departamentos.nombre }),
    );
    const posicionIds = byName(
      await tx
        .insert(posiciones)
        .values(
          DEMO_POSICIONES.map((p) => ({
            nombre: p.nombre,
            departamentoId: need(departamentoIds, p.departamento),
          })),
        )
        .returning({ id: posiciones.posicionId, nombre: posiciones.nombre }),
    );

    const empleadoIds = new Map<string, number>();
    const userIdsByName = new Map<string, number>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const empleadoId = 1001 + index;
      empleadoIds.set(account.username, empleadoId);
      const [user] = await tx
        .insert(usuarios)
        .values({
          username: account.username,
          nombre: account.nombre,
          apellido: account.apellido,
          correo: `${account.username}@grupo-restaurantes.com`,
          telefono: account.telefono,
          posicionId: need(posicionIds, account.posicion),
          rolId: need(rolIds, account.rol),
          departamentoId: need(departamentoIds, account.departamento),
          sucursalId: need(sucursalIds, account.bodega),
          marcaId: account.marca ? need(marcaIds, account.marca) : null,
          empleadoId,
          // Deterministic demo codes: initials plus a six-digit number (spec 1 §6).
          codEmpleado: `${initials(account.nombre, account.apellido)}${100000 + empleadoId * 397}`,
          jefe: account.jefe ? need(empleadoIds, account.jefe) : null,
          perfil: account.rol,
          passwordHash: hashes[index]!,
        })
        .returning({ id: usuarios.usuarioId });
      userIdsByName.set(account.username, user!.id);
      const options = await tx
        .select({ id: opcionesMenu.optionMenuId })
        .from(opcionesMenu)
        .where(inArray(opcionesMenu.clave, account.menu));
      await tx
        .insert(permisos)
        .values(options.map((o) => ({ usuarioId: user!.id, optionMenuId: o.id })));
    }
    await tx.insert(empleados).values(
      DEMO_EMPLOYEES.map((e) => ({
        empleadoId: e.empleadoId,
        codEmpleado: e.codEmpleado,
        nombre: e.nombre,
        apellido: e.apellido,
        correo: e.correo,
        telefono: e.telefono,
        posicionId: need(posicionIds, e.posicion),
        departamentoId: need(departamentoIds, e.departamento),
        sucursalId: need(sucursalIds, e.bodega),
        jefe: need(empleadoIds, e.jefe),
      })),
    );
    for (const area of DEMO_TICKET_CATALOG) {
      const departamentoId = need(departamentoIds, area.departamento);
      await tx.insert(ticketMascaras).values({ departamentoId, prefijo: area.prefijo });
      for (const categoria of area.categorias) {
        const [row] = await tx
          .insert(ticketCategorias)
          .values({ nombre: categoria.nombre, departamentoId })
          .returning({ id: ticketCategorias.categoriaId });
        await tx
          .insert(ticketProblemas)
          .values(categoria.problemas.map((nombre) => ({ nombre, categoriaId: row!.id })));
      }
    }
    await seedDemoTickets(tx, { sucursalIds, userIds: userIdsByName }, timeZone);
    await seedDemoCatalog(tx, need(userIdsByName, 'compras'));
    await seedDemoOrders(tx, timeZone);
    await seedDemoTransfers(tx, timeZone);
    await seedDemoInventory(tx, timeZone);
    await seedDemoWaste(tx, timeZone);
  });
}

/** In slices: one INSERT of thousands of rows would pass PostgreSQL's parameter limit. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Categories, suppliers with their days, articles, supplier prices and a little price history. */
async function seedDemoCatalog(tx: Db, buyer: number) {
  const demo = buildDemoCatalog();
  const categoriaIds = byName(
    await tx
      .insert(categorias)
      .values(demo.categories.map(({ nombre, icono }) => ({ nombre, icono })))
      .returning({ id: categorias.categoriaId, nombre: categorias.nombre }),
  );
  const supplierRows = await tx
    .insert(proveedores)
    .values(demo.suppliers.map(({ dias: _dias, ...s }) => ({ ...s, creadoPor: buyer })))
    .returning({ id: proveedores.proveedorId, codigo: proveedores.codigo });
  const supplierIds = new Map(supplierRows.map((r) => [r.codigo, r.id]));
  await tx
    .insert(proveedorHorarios)
    .values(
      demo.suppliers.flatMap((s) =>
        s.dias.map((dia) => ({ proveedorId: need(supplierIds, s.codigo), dia })),
      ),
    );
  await insertAll(demo.articles, (slice) =>
    tx.insert(articulos).values(
      slice.map(({ categoria, ...a }) => ({
        ...a,
        categoriaId: need(categoriaIds, categoria),
        creadoPor: buyer,
      })),
    ),
  );
  const now = Date.now();
  await insertAll(demo.prices, async (slice) => {
    const links = await tx
      .insert(proveedorArticulos)
      .values(
        slice.map((p) => ({
          proveedorId: need(supplierIds, p.proveedor),
          articuloId: p.articuloId,
          precio: p.precio,
          estado: p.estado,
        })),
      )
      .returning({ id: proveedorArticulos.id });
    const history = slice.flatMap((p, i) =>
      p.historial.map((h) => ({
        proveedorArticuloId: links[i]!.id,
        precioAnterior: h.precioAnterior,
        precioNuevo: h.precioNuevo,
        usuarioId: buyer,
        fecha: new Date(now - h.diasAtras * 86_400_000),
      })),
    );
    if (history.length > 0) await tx.insert(precioHistorial).values(history);
  });
}

/**
 * A few hundred tickets over the last six months, across branches (busy ones far more), departments
 * and every state, so the lists, the report and its chart have something to show.
 */
async function seedDemoTickets(
  tx: Db,
  ids: { sucursalIds: Map<string, number>; userIds: Map<string, number> },
  timeZone: string,
) {
  const random = seededRandom(20_261_121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const problems = await tx
    .select({
      tipoProblemaId: ticketProblemas.tipoProblemaId,
      categoriaId: ticketCategorias.categoriaId,
      categoria: ticketCategorias.nombre,
      departamentoId: ticketCategorias.departamentoId,
      departamento: departamentos.nombre,
    })
    .from(ticketProblemas)
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, ticketProblemas.categoriaId))
    .innerJoin(departamentos, eq(departamentos.departamentoId, ticketCategorias.departamentoId));
  const masks = new Map(
    (await tx.select().from(ticketMascaras)).map((m) => [m.departamentoId, { ...m, n: 1 }]),
  );
  const branches = await tx
    .select({
      id: sucursales.sucursalId,
      nombre: sucursales.nombre,
      bodega: sucursales.bodega,
      marca: marcas.nombre,
    })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId));
  const weighted = branches.flatMap(
    (b) => Array(DEMO_TICKET_BRANCH_WEIGHTS[b.bodega] ?? 0).fill(b) as typeof branches,
  );
  const requesterOf = (bodega: string) =>
    need(
      ids.userIds,
      bodega === 'SW01'
        ? 'restaurante'
        : bodega === 'SW02'
          ? 'restaurante2'
          : bodega.startsWith('SW')
            ? 'gerente.zona'
            : 'gerente.operaciones',
    );
  const now = Date.now();
  const rows: (typeof peticiones.$inferInsert)[] = [];
  type History = {
    fecha: Date;
    usuarioId: number | null;
    accion: string;
    detalle: Record<string, unknown>;
  };
  const history: History[][] = [];
  for (let i = 0; i < DEMO_TICKET_COUNT; i++) {
    const problem = pick(problems);
    const branch = pick(weighted);
    const mask = masks.get(problem.departamentoId)!;
    const mascara = `${mask.prefijo}-${String(mask.n++).padStart(6, '0')}`;
    // Older tickets are mostly closed; the last weeks hold the open queue.
    const ageDays = Math.floor(
      ((DEMO_TICKET_COUNT - i) / DEMO_TICKET_COUNT) * 180 * (0.6 + random() * 0.4),
    );
    const creadoEn = new Date(now - ageDays * 86_400_000 - Math.floor(random() * 10) * 3_600_000);
    const roll = random();
    const estado =
      ageDays > 14
        ? roll < 0.85
          ? 'Completado'
          : 'Cancelado'
        : roll < 0.4
          ? 'Abierto'
          : roll < 0.6
            ? 'En Espera'
            : roll < 0.9
              ? 'Completado'
              : 'Cancelado';
    const closed = estado === 'Completado' || estado === 'Cancelado';
    // Hours the department worked on it, plus, for about a quarter, a stretch En Espera.
    const activeHours = 1 + Math.floor(random() ** 2 * 72);
    const waited = estado === 'En Espera' || (estado === 'Completado' && random() < 0.25);
    const waitHours = estado === 'Completado' && waited ? 4 + Math.floor(random() * 92) : 0;
    const closedAt = new Date(creadoEn.getTime() + (activeHours + waitHours) * 3_600_000);
    const waitFrom = new Date(creadoEn.getTime() + Math.min(activeHours, 8) * 3_600_000);
    const requester = requesterOf(branch.bodega);
    const worker =
      estado === 'Abierto'
        ? null
        : need(ids.userIds, pick(DEMO_TICKET_WORKERS[problem.departamento] ?? ['admin']));
    const comEnEspera = waited ? pick(DEMO_WAIT_REASONS) : null;
    const comCancelado = estado === 'Cancelado' ? pick(DEMO_CANCEL_REASONS) : null;
    // The detail's 'Historial' reads the bitácora: the demo tickets carry the moves they went through.
    const moves: History[] = [
      { fecha: creadoEn, usuarioId: requester, accion: 'peticion.crear', detalle: { mascara } },
    ];
    if (waited)
      moves.push({
        fecha: waitFrom,
        usuarioId: worker,
        accion: 'peticion.estado',
        detalle: { de: 'Abierto', a: 'En Espera', comentario: comEnEspera },
      });
    if (closed)
      moves.push({
        fecha: closedAt,
        usuarioId: worker,
        accion: 'peticion.estado',
        detalle: { de: waited ? 'En Espera' : 'Abierto', a: estado, comentario: comCancelado },
      });
    history.push(moves);
    rows.push({
      mascara,
      tipoProblemaId: problem.tipoProblemaId,
      categoriaId: problem.categoriaId,
      departamentoId: problem.departamentoId,
      descripcion: pick(DEMO_TICKET_TEXTS),
      estado,
      solicitadoPor: requester,
      sucursalId: branch.id,
      creadoEn,
      actualizadoEn: closed ? closedAt : estado === 'En Espera' ? waitFrom : creadoEn,
      cierreEn: closed ? closedAt : null,
      esperaSegundos: waitHours * 3600,
      esperaDesde: estado === 'En Espera' ? waitFrom : null,
      comEnEspera,
      comCancelado,
      editComment: estado === 'Abierto' ? 1 : 0,
      realizadoPor: worker,
      marca: branch.marca,
      busqueda: ticketSearchText(
        {
          ...problem,
          mascara,
          creadoEn,
          estado,
          sucursal: branch.nombre,
          marca: branch.marca,
        },
        timeZone,
      ),
    });
  }
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await tx
      .insert(peticiones)
      .values(rows.slice(i, i + 100))
      .returning({ id: peticiones.peticionId, mascara: peticiones.mascara });
    const byMask = new Map(inserted.map((r) => [r.mascara, r.id]));
    await tx.insert(bitacora).values(
      history.slice(i, i + 100).flatMap((moves, k) =>
        moves.map((move) => ({
          ...move,
          entidad: 'peticion',
          entidadId: String(byMask.get(rows[i + k]!.mascara)),
          requestId: 'demo',
        })),
      ),
    );
  }
  for (const mask of masks.values())
    await tx
      .update(ticketMascaras)
      .set({ siguiente: mask.n })
      .where(eq(ticketMascaras.departamentoId, mask.departamentoId));
}
