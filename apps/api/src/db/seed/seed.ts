import { count, inArray } from 'drizzle-orm';
import { initials } from '@jarvis/contracts/org';
import { hashPassword } from '../../platform/auth/crypto';
import type { Db } from '../client';
import {
  departamentos,
  empleados,
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
import { DEMO_TICKET_CATALOG } from './demo-tickets';
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
export async function seedDemo(db: Db) {
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
          empleadoId,
          // Deterministic demo codes: initials plus a six-digit number (spec 1 §6).
          codEmpleado: `${initials(account.nombre, account.apellido)}${100000 + empleadoId * 397}`,
          jefe: account.jefe ? need(empleadoIds, account.jefe) : null,
          perfil: account.rol,
          passwordHash: hashes[index]!,
        })
        .returning({ id: usuarios.usuarioId });
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
  });
}
