import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  INVENTORY_TYPE_LETTERS,
  suggestedType,
  type InventoryState,
} from '@jarvis/contracts/inventory';
import { bitacora } from '../../platform/audit/audit.table';
import { addDays, businessDate } from '../../time';
import * as articles from '../../modules/catalog/articles.service';
import type { Db } from '../client';
import { inventarioDetalles, inventarios, marcas, sucursales, usuarios } from '../schema';
import { seededRandom } from './demo-tickets';

/**
 * The demo's inventory counts (issue #55 point 7): two weeks of counts for every active branch,
 * each date's of the type the date suggests, in every state — approved, in Revisión, annulled, a
 * recent one still En Proceso — with some branches missing the last days' counts, so that the
 * review screen has entered and missing branches to show. Today is left to count.
 */
export const DEMO_INVENTORY_DAYS = 14;

type Line = {
  articuloId: string;
  categoriaId: number;
  unidad: string;
  unidadVenta: string;
  cantidadCompra: string;
  minIngresoInv: string;
  maxIngresoInv: string;
};

/** What a count holds: the catalogue's own answer, without the names a line does not keep. */
async function countable(tx: Db, marca: string): Promise<Line[]> {
  const rows = await articles.countableArticles({ db: tx }, marca);
  return rows.map(({ nombre: _n, categoria: _c, ...line }) => line);
}

/** The demo accounts' branches' newest weekly or monthly count, in a known state. */
const PINNED_PERIODIC: Record<string, InventoryState> = { SW01: 1, SW02: 2 };

/** The state of a count `age` days old of `tipo`, by a draw in [0, 1). */
function stateFor(age: number, periodic: boolean, isNewestPeriodic: boolean, r: number) {
  if (!periodic) return (age <= 2 && r < 0.4 ? 1 : 3) as InventoryState;
  // Only the newest weekly or monthly count may still be open: another would block it.
  if (isNewestPeriodic && age <= 6) return (r < 0.5 ? 2 : 1) as InventoryState;
  return (r < 0.75 ? 3 : 4) as InventoryState;
}

export async function seedDemoInventory(tx: Db, timeZone: string) {
  const random = seededRandom(20_261_130);
  const branches = await tx
    .select({ id: sucursales.sucursalId, bodega: sucursales.bodega, marca: marcas.nombre })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(and(eq(sucursales.estado, 1), eq(sucursales.esOficina, false)));
  const people = await tx
    .select({
      id: usuarios.usuarioId,
      username: usuarios.username,
      sucursalId: usuarios.sucursalId,
    })
    .from(usuarios)
    .where(
      inArray(usuarios.username, [
        'restaurante',
        'restaurante2',
        'gerente.restaurante',
        'gerente.zona',
      ]),
    );
  const reviewer = people.find((p) => p.username === 'gerente.zona');
  const fallback = people.find((p) => p.username === 'gerente.restaurante');
  if (!reviewer || !fallback) return;
  const staffOf = (sucursalId: number) =>
    people.find((p) => p.sucursalId === sucursalId && p.username.startsWith('restaurante'))?.id ??
    fallback.id;

  const today = businessDate(new Date(), timeZone);
  const linesByBrand = new Map<string, Line[]>();
  const history: (typeof bitacora.$inferInsert)[] = [];
  for (const branch of branches) {
    const lines = linesByBrand.get(branch.marca) ?? (await countable(tx, branch.marca));
    linesByBrand.set(branch.marca, lines);
    if (lines.length === 0) continue;
    const staff = staffOf(branch.id);
    // The newest weekly or monthly date of the window: the only one that may still be open.
    const newestPeriodic = Array.from({ length: DEMO_INVENTORY_DAYS }, (_, i) =>
      addDays(today, -(i + 1)),
    ).find((fecha) => suggestedType(fecha) !== 1);
    for (let age = DEMO_INVENTORY_DAYS; age >= 1; age--) {
      const fecha = addDays(today, -age);
      // The demo's two restaurants always have their newest weekly or monthly count open: SW01's
      // still being typed (restaurante finishes it), SW02's waiting for gerente.zona's review.
      const pinned = fecha === newestPeriodic ? PINNED_PERIODIC[branch.bodega] : undefined;
      // Some branches have not entered the last days' counts yet.
      if (random() < (age <= 2 ? 0.35 : 0.08) && pinned === undefined) continue;
      const tipo = suggestedType(fecha);
      const estado = pinned ?? stateFor(age, tipo !== 1, fecha === newestPeriodic, random());
      const created = new Date(`${fecha}T14:00:00Z`);
      const done = new Date(created.getTime() + 2 * 3_600_000);
      const reviewed = new Date(created.getTime() + 20 * 3_600_000);
      const finished = estado !== 1;
      const [row] = await tx
        .insert(inventarios)
        .values({
          mask: `${branch.bodega}-${INVENTORY_TYPE_LETTERS[tipo]}-${fecha.replaceAll('-', '')}`,
          tipo,
          fecha,
          sucursalId: branch.id,
          estado,
          creadoPor: staff,
          gerente: reviewer.id,
          finalizadoPor: finished ? staff : null,
          fechaFinalizacion: finished ? done : null,
          aprobadoPor: estado === 3 ? (tipo === 1 ? staff : reviewer.id) : null,
          fechaAprobacion: estado === 3 ? (tipo === 1 ? done : reviewed) : null,
          anuladoPor: estado === 4 ? reviewer.id : null,
          fechaAnulacion: estado === 4 ? reviewed : null,
          creadoEn: created,
          actualizadoEn: estado === 1 ? created : estado === 2 ? done : reviewed,
          version: estado === 1 ? 0 : estado === 2 ? 1 : tipo === 1 ? 1 : 2,
        })
        .returning({ id: inventarios.inventarioId });
      const counted = lines.map((line) => {
        // A count in progress has a third of its cells typed; a finished one all of them.
        const typed = finished || random() < 0.33;
        if (!typed) return { ...line, inventarioId: row!.id };
        const perUnit = Number(line.cantidadCompra) || 1;
        const cerrado = Math.floor(random() * 6);
        const abierto = Math.round(random() * perUnit * 0.8 * 100) / 100;
        return {
          ...line,
          inventarioId: row!.id,
          invCerrado: cerrado.toFixed(2),
          invAbierto: abierto.toFixed(2),
          invTotal: (cerrado * perUnit + abierto).toFixed(4),
          version: 1,
          actualizadoPor: staff,
          actualizadoEn: done,
        };
      });
      for (let i = 0; i < counted.length; i += 500)
        await tx.insert(inventarioDetalles).values(counted.slice(i, i + 500));
      const entry = (accion: string, usuarioId: number, fechaEntrada: Date) =>
        history.push({
          usuarioId,
          accion,
          entidad: 'inventario',
          entidadId: String(row!.id),
          fecha: fechaEntrada,
        });
      entry('inventario.crear', staff, created);
      if (finished) entry('inventario.finalizar', staff, done);
      if (estado === 3 && tipo !== 1) entry('inventario.aprobar', reviewer.id, reviewed);
      if (estado === 4) entry('inventario.anular', reviewer.id, reviewed);
    }
  }
  if (history.length) await tx.insert(bitacora).values(history);
  // A finished count's cost: its totals at a sale unit's lowest active supplier price.
  await tx.execute(sql`
    update inventarios i
       set costo = coalesce((
         select round(sum(d.inv_total * sp.precio), 4)
           from inventario_detalles d
           join (select pa.articulo_id, min(pa.precio) / nullif(a.cantidad_compra, 0) as precio
                   from proveedor_articulos pa
                   join articulos a on a.articulo_id = pa.articulo_id
                  where pa.estado = 1 and pa.precio > 0
                  group by pa.articulo_id, a.cantidad_compra) sp on sp.articulo_id = d.articulo_id
          where d.inventario_id = i.inventario_id), 0)
     where i.estado in (2, 3, 4) and i.finalizado_por is not null`);
}
