import { and, eq, inArray } from 'drizzle-orm';
import { bitacora } from '../../platform/audit/audit.table';
import { addDays, businessDate } from '../../time';
import type { Db } from '../client';
import { articulos, marcas, sucursales, trasladoDetalles, traslados, usuarios } from '../schema';
import { seededRandom } from './demo-tickets';

/**
 * The demo's stock transfers (issue #54 point 8): forty over the last two weeks between the brands'
 * branches, most between SW01 and SW02 (the demo's two branch accounts), in every state, each with
 * its three quantities and its history, so that every transfer screen shows something at once.
 */
export const DEMO_TRANSFER_COUNT = 40;

/** The state of a transfer asked `age` days ago, by a draw in [0, 1). */
function stateFor(age: number, r: number): 1 | 2 | 3 | 4 | 5 {
  if (age <= 1) return r < 0.55 ? 1 : r < 0.85 ? 2 : 5;
  if (age <= 4) return r < 0.2 ? 1 : r < 0.45 ? 2 : r < 0.75 ? 3 : r < 0.9 ? 4 : 5;
  return r < 0.6 ? 3 : r < 0.85 ? 4 : 5;
}

export async function seedDemoTransfers(tx: Db, timeZone: string) {
  const random = seededRandom(20_261_129);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
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
    .where(inArray(usuarios.username, ['restaurante', 'restaurante2', 'gerente.restaurante']));
  const items = await tx
    .select({ id: articulos.articuloId })
    .from(articulos)
    .where(eq(articulos.estado, 1))
    .orderBy(articulos.articuloId)
    .limit(40);
  const sw01 = branches.find((b) => b.bodega === 'SW01');
  const sw02 = branches.find((b) => b.bodega === 'SW02');
  if (!sw01 || !sw02 || items.length < 6) return;
  const staffOf = (sucursalId: number) =>
    people.find((p) => p.sucursalId === sucursalId && p.username.startsWith('restaurante'))?.id ??
    people[0]!.id;
  const subway = branches.filter((b) => b.marca === 'Subway');

  const today = businessDate(new Date(), timeZone);
  const now = Date.now();
  const history: (typeof bitacora.$inferInsert)[] = [];
  for (let n = 0; n < DEMO_TRANSFER_COUNT; n++) {
    // Two in three between the demo accounts' branches, either way; the rest among Subway's.
    const pair =
      random() < 0.66
        ? random() < 0.5
          ? [sw02, sw01]
          : [sw01, sw02]
        : (() => {
            const a = pick(subway);
            const others = subway.filter((b) => b.id !== a.id);
            return [pick(others), a];
          })();
    const [origen, destino] = pair as [(typeof branches)[number], (typeof branches)[number]];
    const age = Math.floor(random() ** 1.4 * 14);
    const fecha = addDays(today, -age);
    const estado = stateFor(age, random());
    const asked = new Date(Math.min(now - 3_600_000, Date.parse(`${fecha}T15:00:00Z`)));
    const sentAt = new Date(Math.min(now - 1_800_000, asked.getTime() + 5 * 3_600_000));
    const doneAt = new Date(Math.min(now - 600_000, sentAt.getTime() + 20 * 3_600_000));
    const wasSent =
      estado === 2 || estado === 3 || estado === 4 || (estado === 5 && random() < 0.3);
    const requester = staffOf(destino.id);
    const sender = staffOf(origen.id);
    const [row] = await tx
      .insert(traslados)
      .values({
        fecha,
        origenId: origen.id,
        destinoId: destino.id,
        estado,
        solicitadoPor: requester,
        enviadoPor: wasSent ? sender : null,
        recibidoPor: estado === 3 || estado === 4 ? requester : null,
        anuladoPor: estado === 5 ? (wasSent ? requester : sender) : null,
        fechaAprobacion: wasSent ? sentAt : null,
        fechaFinalizacion: estado === 3 || estado === 4 ? doneAt : null,
        fechaAnulacion: estado === 5 ? doneAt : null,
        // Received transfers of the demo's past reached SAP before the demo's SAP was started
        // (the simulator starts empty): processed, with no document of their own to show.
        fechaProcesamientoSap:
          estado === 3 || estado === 4 ? new Date(doneAt.getTime() + 5 * 60_000) : null,
        creadoEn: asked,
        actualizadoEn: estado === 1 ? asked : estado === 2 ? sentAt : doneAt,
        version: estado === 1 ? 0 : estado === 2 || (estado === 5 && !wasSent) ? 1 : 2,
      })
      .returning({ id: traslados.trasladoId });
    const count = 2 + Math.floor(random() * 5);
    const start = Math.floor(random() * (items.length - count));
    const lines = items.slice(start, start + count).map((a, i) => {
      const cantidad = 1 + Math.floor(random() * 12);
      const enviada = wasSent ? (random() < 0.2 ? Math.max(0, cantidad - 1) : cantidad) : null;
      // Accepted with differences: the last line arrived one short.
      const recibida =
        estado === 3
          ? enviada
          : estado === 4
            ? i === count - 1
              ? Math.max(0, enviada! - 1)
              : enviada
            : null;
      return {
        trasladoId: row!.id,
        articuloId: a.id,
        cantidad: cantidad.toFixed(2),
        cantidadEnviada: enviada === null ? null : enviada.toFixed(2),
        cantidadRecibida: recibida === null ? null : recibida.toFixed(2),
      };
    });
    // State 4 needs a line that differs; a line sent short and received as sent is not one.
    if (estado === 4 && lines.every((l) => l.cantidadEnviada === l.cantidadRecibida))
      lines[0]!.cantidadRecibida = (Number(lines[0]!.cantidadEnviada) + 1).toFixed(2);
    await tx.insert(trasladoDetalles).values(lines);
    const entry = (accion: string, usuarioId: number, fechaEntrada: Date) =>
      history.push({
        usuarioId,
        accion,
        entidad: 'traslado',
        entidadId: String(row!.id),
        fecha: fechaEntrada,
      });
    entry('traslado.solicitar', requester, asked);
    if (wasSent) entry('traslado.enviar', sender, sentAt);
    if (estado === 3 || estado === 4) entry('traslado.recibir', requester, doneAt);
    if (estado === 5) entry('traslado.anular', wasSent ? requester : sender, doneAt);
  }
  await tx.insert(bitacora).values(history);
}
