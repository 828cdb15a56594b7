import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@jarvis/contracts/search';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('creado_en', { withTimezone: true }).notNull().defaultNow();

export const marcas = pgTable('marcas', {
  marcaId: serial('marca_id').primaryKey(),
  nombre: varchar('nombre', { length: 50 }).notNull().unique(),
});

export const sucursales = pgTable(
  'sucursales',
  {
    sucursalId: serial('sucursal_id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    bodega: varchar('bodega', { length: 10 }).notNull().unique(),
    marcaId: integer('marca_id')
      .notNull()
      .references(() => marcas.marcaId),
    estado: smallint('estado').notNull().default(1),
    esOficina: boolean('es_oficina').notNull().default(false),
    direccion: text('direccion'),
    telefono: varchar('telefono', { length: 9 }),
    correo: varchar('correo', { length: 150 }),
  },
  (t) => [index('sucursales_marca_idx').on(t.marcaId)],
);

export const departamentos = pgTable('departamentos', {
  departamentoId: serial('departamento_id').primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull().unique(),
});

export const posiciones = pgTable(
  'posiciones',
  {
    posicionId: serial('posicion_id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull().unique(),
    departamentoId: integer('departamento_id').references(() => departamentos.departamentoId),
  },
  (t) => [index('posiciones_departamento_idx').on(t.departamentoId)],
);

export const roles = pgTable('roles', {
  rolId: serial('rol_id').primaryKey(),
  rol: varchar('rol', { length: 40 }).notNull().unique(),
});

export const usuarios = pgTable(
  'usuarios',
  {
    usuarioId: serial('usuario_id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellido: varchar('apellido', { length: 100 }).notNull(),
    correo: varchar('correo', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 9 }),
    posicionId: integer('posicion_id')
      .notNull()
      .references(() => posiciones.posicionId),
    rolId: integer('rol_id')
      .notNull()
      .references(() => roles.rolId),
    departamentoId: integer('departamento_id')
      .notNull()
      .references(() => departamentos.departamentoId),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    /**
     * The brand an office user buys for (spec 1 §3 `marca`); null means the branch's. Only users of an
     * office branch have one: the users service keeps it so (docs/decisions/0004-user-brand.md).
     */
    marcaId: integer('marca_id').references(() => marcas.marcaId),
    empleadoId: integer('empleado_id').notNull().unique(),
    codEmpleado: varchar('cod_empleado', { length: 10 }).notNull().unique(),
    /** Employee id (empleado_id) of the boss. */
    jefe: integer('jefe'),
    vetado: smallint('vetado').notNull().default(0),
    foto: text('foto'),
    perfil: varchar('perfil', { length: 60 }),
    passwordHash: text('password_hash').notNull(),
    /** When the password last changed: a reset link issued before it no longer works. */
    claveCambiadaEn: timestamp('clave_cambiada_en', { withTimezone: true }).notNull().defaultNow(),
    /** The password was set by someone else (an administrator, a new account): change it at sign-in. */
    debeCambiarClave: boolean('debe_cambiar_clave').notNull().default(false),
    creadoEn: createdAt(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    /** What 'Buscar' matches: lower case, accents folded (see foldForSearch), kept by PostgreSQL. */
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`translate(lower(${usuarios.username} || ' ' || ${usuarios.nombre} || ' ' || ${usuarios.apellido} || ' ' || ${usuarios.correo} || ' ' || coalesce(${usuarios.telefono}, '') || ' ' || ${usuarios.codEmpleado}), ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`,
      ),
  },
  (t) => [
    uniqueIndex('usuarios_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('usuarios_correo_lower_idx').on(sql`lower(${t.correo})`),
    index('usuarios_jefe_idx').on(t.jefe),
    // 'Buscar' is LIKE '%term%' on the folded text: a trigram index answers it at any size.
    index('usuarios_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    index('usuarios_sucursal_idx').on(t.sucursalId),
    // Who to tell of a department's new ticket: without it, a read of every user.
    index('usuarios_departamento_idx').on(t.departamentoId),
  ],
);

export const sesiones = pgTable(
  'sesiones',
  {
    sesionId: bigserial('sesion_id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    creadaEn: createdAt(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
    revocadaEn: timestamp('revocada_en', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    agente: varchar('agente', { length: 300 }),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId)],
);

export const modulos = pgTable('modulos', {
  moduloId: serial('modulo_id').primaryKey(),
  modulo: varchar('modulo', { length: 60 }).notNull().unique(),
  icono: varchar('icono', { length: 60 }).notNull(),
  isSubMenu: smallint('is_sub_menu').notNull().default(1),
  menuItemActive: smallint('menu_item_active').notNull().default(1),
  orden: integer('orden').notNull().default(0),
});

export const opcionesMenu = pgTable(
  'opciones_menu',
  {
    optionMenuId: serial('option_menu_id').primaryKey(),
    moduloId: integer('modulo_id')
      .notNull()
      .references(() => modulos.moduloId),
    clave: varchar('clave', { length: 60 }).notNull().unique(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    ruta: varchar('ruta', { length: 120 }).notNull().unique(),
    componente: varchar('componente', { length: 60 }).notNull(),
    mostrar: smallint('mostrar').notNull().default(1),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('opciones_menu_modulo_idx').on(t.moduloId)],
);

export const permisos = pgTable(
  'permisos',
  {
    permisoId: serial('permiso_id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId),
    optionMenuId: integer('option_menu_id')
      .notNull()
      .references(() => opcionesMenu.optionMenuId),
    isActive: smallint('is_active').notNull().default(1),
    creadoEn: createdAt(),
  },
  (t) => [uniqueIndex('permisos_usuario_opcion_idx').on(t.usuarioId, t.optionMenuId)],
);

/**
 * The employee file (spec 1 §3 "employee found by code"): staff known to the company, with or without
 * a Jarvis account yet. A user created from a record takes its code and id; `usuarioId` links them.
 */
export const empleados = pgTable(
  'empleados',
  {
    empleadoId: integer('empleado_id').primaryKey(),
    codEmpleado: varchar('cod_empleado', { length: 10 }).notNull().unique(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellido: varchar('apellido', { length: 100 }).notNull(),
    correo: varchar('correo', { length: 150 }),
    telefono: varchar('telefono', { length: 9 }),
    posicionId: integer('posicion_id').references(() => posiciones.posicionId),
    departamentoId: integer('departamento_id').references(() => departamentos.departamentoId),
    sucursalId: integer('sucursal_id').references(() => sucursales.sucursalId),
    jefe: integer('jefe'),
    usuarioId: integer('usuario_id').references(() => usuarios.usuarioId),
    creadoEn: createdAt(),
  },
  (t) => [uniqueIndex('empleados_usuario_idx').on(t.usuarioId)],
);
