import { and, eq, inArray } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { foldForSearch } from '@jarvis/contracts/search';
import type { WasteState } from '@jarvis/contracts/waste';
import { bitacora } from '../../platform/audit/audit.table';
import * as articles from '../../modules/catalog/articles.service';
import { rebuildSums } from '../../modules/waste/waste.service';
import { addDays, businessDate } from '../../time';
import type { Db } from '../client';
import { desechoDetalles, desechos, marcas, sucursales, usuarios } from '../schema';
import { seededRandom } from './demo-tickets';

/**
 * The demo's waste log (issue #56 point 8): three months of wastes for every active restaurant, a
 * few a week, in every state — the older ones applied by accounting, last weeks' reviewed by
 * gerente.zona, the last days' just registered — each line valued at today's supplier price.
 */
export const DEMO_WASTE_DAYS = 90;

const REASONS = [
  'Producto vencido',
  'Cadena de frío interrumpida',
  'Empaque dañado en recepción',
  'Sobreproducción del día',
  'Caída accidental',
  'Producto en mal estado',
  'Devolución de cliente',
];

function stateFor(age: number, r: number): WasteState {
  if (age <= 4) return 1;
  if (age <= 20) return r < 0.6 ? 2 : 1;
  return r < 0.85 ? 3 : 2;
}

export async function seedDemoWaste(tx: Db, timeZone: string) {
  const random = seededRandom(20_261_201);
  const branches = await tx
    .select({ id: sucursales.sucursalId, bodega: sucursales.bodega, marca: marcas.nombre })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(and(eq(sucursales.estado, 1), eq(sucursales.esOficina, false)));
  const people = await tx
    .select({
      id: usuarios.usuarioId,
      username: usuarios.username,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      sucursalId: usuarios.sucursalId,
    })
    .from(usuarios)
    .where(
      inArray(usuarios.username, [
        'restaurante',
        'restaurante2',
        'gerente.restaurante',
        'gerente.zona',
        'contabilidad',
      ]),
    );
  const who = (username: string) => people.find((p) => p.username === username);
  const reviewer = who('gerente.zona');
  const accountant = who('contabilidad');
  const fallback = who('gerente.restaurante');
  if (!reviewer || !accountant || !fallback) return;
  const staffOf = (sucursalId: number) =>
    people.find((p) => p.sucursalId === sucursalId && p.username.startsWith('restaurante')) ??
    fallback;

  const today = businessDate(new Date(), timeZone);
  const catalogue = await articles.searchActiveArticles({ db: tx }, '', 400);
  const ids = catalogue.map((a) => a.articuloId);
  const [facts, prices] = await Promise.all([
    articles.stockArticles({ db: tx }, ids),
    articles.saleUnitPrices({ db: tx }, ids),
  ]);
  const priced = catalogue.filter((a) => prices.has(a.articuloId));
  if (priced.length === 0) return;
  const history: (typeof bitacora.$inferInsert)[] = [];
  for (const branch of branches) {
    const staff = staffOf(branch.id);
    const usuario = `${staff.nombre} ${staff.apellido}`;
    for (let age = DEMO_WASTE_DAYS; age >= 1; age--) {
      // Two or three wastes a week.
      if (random() > 0.35) continue;
      const fecha = addDays(today, -age);
      const estado = stateFor(age, random());
      const comentario = REASONS[Math.floor(random() * REASONS.length)]!;
      const n = 1 + Math.floor(random() * 4);
      const chosen = new Map<string, (typeof priced)[number]>();
      while (chosen.size < Math.min(n, priced.length)) {
        const a = priced[Math.floor(random() * priced.length)]!;
        chosen.set(a.articuloId, a);
      }
      const lines = [...chosen.values()].map((a) => {
        const cantidad = new Decimal(Math.round((0.5 + random() * 6) * 4) / 4);
        const precio = new Decimal(prices.get(a.articuloId)!);
        return {
          articuloId: a.articuloId,
          categoriaId: facts.get(a.articuloId)!.categoriaId,
          unidadVenta: a.unidadVenta,
          cantidad: cantidad.toFixed(2),
          precio: precio.toFixed(4),
          valor: cantidad.times(precio).toFixed(4),
        };
      });
      const costo = lines.reduce((s, l) => s.plus(l.valor), new Decimal(0)).toFixed(4);
      const created = new Date(`${fecha}T21:00:00Z`);
      const reviewed = new Date(created.getTime() + 26 * 3_600_000);
      const applied = new Date(created.getTime() + 5 * 86_400_000);
      const [row] = await tx
        .insert(desechos)
        .values({
          fecha,
          comentario,
          sucursalId: branch.id,
          usuarioId: staff.id,
          usuario,
          estado,
          costo,
          revisadoPor: estado >= 2 ? reviewer.id : null,
          revisadoEn: estado >= 2 ? reviewed : null,
          aplicadoPor: estado === 3 ? accountant.id : null,
          aplicadoEn: estado === 3 ? applied : null,
          creadoEn: created,
          version: estado - 1,
        })
        .returning({ id: desechos.desechoId });
      const desechoId = row!.id;
      await tx
        .update(desechos)
        .set({ busqueda: foldForSearch(`#${String(desechoId)} ${comentario} ${usuario}`) })
        .where(eq(desechos.desechoId, desechoId));
      await tx.insert(desechoDetalles).values(lines.map((l) => ({ ...l, desechoId })));
      const entry = (accion: string, usuarioId: number, fechaEntrada: Date) =>
        history.push({
          usuarioId,
          accion,
          entidad: 'desecho',
          entidadId: String(desechoId),
          fecha: fechaEntrada,
        });
      entry('desecho.registrar', staff.id, created);
      if (estado >= 2) entry('desecho.revisar', reviewer.id, reviewed);
      if (estado === 3) entry('desecho.aplicar', accountant.id, applied);
    }
  }
  if (history.length) await tx.insert(bitacora).values(history);
  await rebuildSums(tx);
}
