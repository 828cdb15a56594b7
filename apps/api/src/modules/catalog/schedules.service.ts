import {
  SCHEDULE_MESSAGES,
  dayOfWeek,
  nextDeliveryDate,
  type SchedulePage,
  type ScheduleQuery,
  type ScheduleUpdate,
  type SupplierOnDay,
} from '@jarvis/contracts/schedules';
import { SUPPLIER_MESSAGES as M } from '@jarvis/contracts/suppliers';
import type { Success } from '@jarvis/contracts/errors';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import * as users from '../users/users.service';
import * as repo from './schedules.repository';
import { ownBrand, ownSupplier, tabOf } from './suppliers.service';

/**
 * The days each supplier takes orders (/Proveedor/Nuevo-horario), and the suppliers a new order
 * offers on a given day (spec 2 §3 Supplier schedule).
 */

/** /Proveedor/Nuevo-horario: a brand's suppliers with their order days. */
export async function schedules(ctx: Ctx, query: ScheduleQuery): Promise<SchedulePage> {
  const marcas = (await users.orgDirectory(ctx.db)).marcas();
  const own = ownBrand(ctx, marcas);
  const marca = tabOf(query.marca, marcas, own);
  const filter = { marca, ...(query.buscar ? { pattern: containsPattern(query.buscar) } : {}) };
  const { rows, counted } = await repo.listSchedules(ctx.db, {
    ...filter,
    page: query.page,
    size: query.size,
  });
  return {
    items: rows.map((r) => ({ ...r, puedeEditar: r.marca === own })),
    ...counted,
    page: query.page,
    size: query.size,
    marca,
    marcas,
  };
}

/** Replaces a supplier's order days (its brand's users only). */
export async function setSchedule(
  ctx: Ctx,
  proveedorId: number,
  input: ScheduleUpdate,
): Promise<Success> {
  await ownSupplier(ctx, proveedorId);
  const dias = [...input.dias].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockSupplier(tx, proveedorId))) throw new AppError('NOT_FOUND', M.notFound);
    const before = await repo.daysOf(tx, proveedorId);
    await repo.replaceDays(tx, proveedorId, dias);
    await audit(
      ctx,
      {
        accion: 'proveedor.horario',
        entidad: 'proveedor',
        entidadId: proveedorId,
        detalle: { de: before, a: dias },
      },
      tx,
    );
  });
  return { successful: SCHEDULE_MESSAGES.saved };
}

/**
 * For new orders (purchasing): the active suppliers of `marca` that take orders on the business
 * date `fecha` (YYYY-MM-DD), each with the delivery date an order placed that day gets.
 */
export async function suppliersOrderingOn(
  ctx: Pick<Ctx, 'db' | 'actor'>,
  fecha: string,
  marca: string = ctx.actor.marca,
): Promise<SupplierOnDay[]> {
  const rows = await repo.activeSuppliersOnDay(ctx.db, marca, dayOfWeek(fecha));
  return rows.map((r) => ({ ...r, fechaEntrega: nextDeliveryDate(r.dias, fecha) ?? fecha }));
}

/**
 * A new order's suppliers (issue #52): the brand's active ones, those that take orders on `fecha`
 * first (marked), each with the delivery date its next order day gives.
 */
export async function suppliersForNewOrder(ctx: Pick<Ctx, 'db'>, marca: string, fecha: string) {
  const today = dayOfWeek(fecha);
  const rows = await repo.activeSuppliersWithDays(ctx.db, marca);
  const marked = rows.map((r) => ({
    ...r,
    pideHoy: r.dias.includes(today),
    fechaEntrega: nextDeliveryDate(r.dias, fecha),
  }));
  return [...marked.filter((r) => r.pideHoy), ...marked.filter((r) => !r.pideHoy)];
}
