import { sql } from 'drizzle-orm';
import { MENU } from '@jarvis/contracts/menu';
import type { Db } from '../client';
import { modulos, opcionesMenu } from '../schema';

/**
 * Brings the menu tables in line with the catalogue in contracts, on every start: the routes the code
 * knows are the routes the database offers. Permissions point at options by id, so they survive.
 */
export async function syncMenu(db: Db) {
  await db.transaction(async (tx) => {
    for (const [moduleIndex, module] of MENU.entries()) {
      const [row] = await tx
        .insert(modulos)
        .values({ modulo: module.modulo, icono: module.icono, orden: moduleIndex })
        .onConflictDoUpdate({
          target: modulos.modulo,
          set: { icono: module.icono, orden: moduleIndex },
        })
        .returning({ id: modulos.moduloId });
      for (const [index, option] of module.opciones.entries()) {
        const values = {
          moduloId: row!.id,
          clave: option.clave,
          nombre: option.nombre,
          ruta: option.ruta,
          componente: option.componente,
          mostrar: option.mostrar,
          orden: index,
        };
        await tx
          .insert(opcionesMenu)
          .values(values)
          .onConflictDoUpdate({
            target: opcionesMenu.clave,
            set: { ...values, nombre: sql`excluded.nombre` },
          });
      }
    }
  });
}
