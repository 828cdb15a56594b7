import type { Db } from '../../db/client';
import { pedidoDetalles, pedidos } from './orders.table';

/** Purchase orders' reads and writes (issue #52); the rules are the service's. */

export async function insertOrder(db: Db, row: typeof pedidos.$inferInsert): Promise<number> {
  const [created] = await db.insert(pedidos).values(row).returning({ id: pedidos.pedidoId });
  return created!.id;
}

export async function insertLines(db: Db, rows: (typeof pedidoDetalles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(pedidoDetalles).values(rows);
}
