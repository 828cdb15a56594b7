import { z } from 'zod';
import {
  idField,
  idParam,
  pageOf,
  PageQuerySchema,
  requiredId,
  trimInvisible,
  whenMissing,
} from './common';

/**
 * Users, roles and permissions administration (spec 1 §2 Users screen and Blocked users screen, §3,
 * §5 New user, §6, §8). Texts are the spec's, typos included.
 */
export const USERS_MESSAGES = {
  nombreRequired: 'El campo nombre es obligatorio',
  apellidoRequired: 'El campo apellido es obligatorio',
  correoRequired: 'El campo correo es obligatorio',
  posicionRequired: 'El campo posición es obligatorio',
  telefonoLength: 'Debe contener 9 carácteres',
  telefonoFormat: 'Formato aceptado: NNNN-NNNN',
  corporateEmailHint: 'Únicamente correo empresarial',
  emailExample: (domain: string) => `Formato ejemplo: nombre.apellido@${domain}`,
  /** An address of another domain: the hint's rule, naming the domain (the hint stays below it). */
  corporateEmailOnly: (domain: string) => `Debe terminar en @${domain}`,
  correoLength: 'El correo tiene como máximo 150 caracteres',
  nameLength: 'Máximo 100 caracteres',
  sucursalRequired: 'Seleccione la sucursal del nuevo usuario',
  /** 'Cambio de Sucursal': the user exists already. */
  branchRequired: 'Seleccione la sucursal',
  positionNotAllowed: 'No puede crear usuarios con la posición seleccionada',
  branchNotAllowed: 'No puede asignar la sucursal seleccionada',
  departmentMismatch: 'La posición no pertenece al departamento seleccionado',
  emailTaken: 'Ya existe un usuario con ese correo',
  jefeUnknown: 'El jefe seleccionado no existe',
  employeeNotFound: 'No se encontró un empleado con ese código',
  marcaUnknown: 'La marca seleccionada no existe',
  /** A brand chosen for a user of a restaurant: that user's brand is its branch's. */
  marcaOnlyForOffice: (sucursal: string, marca: string) =>
    `Solo el personal de oficina tiene marca de compras; la marca de ${sucursal} es ${marca}`,
  branchChanged: (username: string) => `Sucursal de @${username} actualizada`,
  employeeHasUser: (username: string) => `El empleado ya tiene el usuario @${username}`,
  created: (username: string) =>
    `Usuario @${username} creado; se le envió por correo un enlace para elegir su contraseña`,
  permissionEnabled: 'Permiso habilitado',
  permissionDisabled: 'Permiso deshabilitado',
  permissionAdded: 'Permiso añadido',
  permissionExists: 'El usuario ya tiene ese permiso',
  ownAdminPermission: 'No puede quitarse su propio permiso de administración de usuarios',
  onlyAdmins: 'Solo la administración y el departamento de Informática gestionan permisos',
  onlyAdminsMove:
    'Solo la administración y el departamento de Informática cambian la sucursal de un usuario',
  notYourUser: 'El usuario no está a su cargo',
  onlyInformatica: 'Solo el departamento de Informática puede bloquear o desbloquear usuarios',
  blockSelf: 'No puede bloquearse a sí mismo',
  blocked: (username: string) => `El usuario @${username} ha sido bloqueado`,
  unblocked: (username: string) => `El usuario @${username} ha sido desbloqueado`,
  alreadyBlocked: (username: string) => `El usuario @${username} ya estaba bloqueado`,
  alreadyUnblocked: (username: string) => `El usuario @${username} no está bloqueado`,
  passwordChanged:
    'Contraseña actualizada; el usuario deberá cambiarla al iniciar sesión y sus demás sesiones se cerraron',
  ownPasswordChanged: 'Contraseña actualizada; sus demás sesiones se cerraron',
  /** Only an Admin acts on an Admin account (issue 49): Informática administers everyone else. */
  adminAccountOnlyByAdmin: 'Solo un usuario con rol Admin puede modificar una cuenta Admin',
  adminRoleOnlyByAdmin: 'Solo un usuario con rol Admin puede crear usuarios con rol Admin',
  /** Nobody hands out a menu option they do not hold themselves. */
  grantNotHeld: (opcion: string) =>
    `No puede otorgar la opción «${opcion}» porque usted no la tiene`,
  signInCleared: (username: string) =>
    `Se restablecieron los intentos de inicio de sesión de @${username}`,
  /** 'Editar usuario' (issue 51). */
  edited: (username: string) => `Datos de @${username} actualizados`,
  /** Two people edited the same user at once: the first to save won. */
  editConflict: (username: string) =>
    `Otra persona cambió los datos de @${username} mientras usted los editaba; revise los datos actuales y vuelva a editarlos`,
  positionNotAssignable: 'No puede asignar la posición seleccionada',
  positionOutsideDepartment: 'La posición no pertenece al departamento del usuario',
  required: 'Campo Requerido',
} as const;

/** Phone mask 9999-9999 (spec 1 §5, §9). */
export const PHONE_MASK = '9999-9999';
export const PHONE_PATTERN = /^\d{4}-\d{4}$/;

/** Menu options every new user receives (spec 1 §6 "basic permissions"). */
export const BASIC_PERMISSIONS = [
  'tickets.menu',
  'tickets.create',
  'tickets.mine',
  'tickets.details',
] as const;

/** Options whose loss would lock a user out of administering users. */
export const ADMIN_PERMISSION = 'users.admin';

export const UserIdParamsSchema = z.object({ userID: idParam });
export const PermisoIdParamsSchema = z.object({ permisoID: idParam });
export const CodEmpleadoParamsSchema = z.object({ codEmpleado: z.string().trim().min(1).max(10) });

export const UserListQuerySchema = PageQuerySchema.extend({
  /** 'Buscar': accent- and case-insensitive, on the server. */
  buscar: z.string().trim().max(100).optional(),
  /** Blocked users screen: 'todos' (default), only 'bloqueados' or only 'activos'. */
  estado: z.enum(['todos', 'bloqueados', 'activos']).default('todos'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserRowSchema = z.object({
  userID: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  posicion: z.string(),
  telefono: z.string().nullable(),
  rol: z.string(),
  correo: z.string(),
  departamento: z.string(),
  sucursalID: z.number().int(),
  sucursal: z.string(),
  /** The user's brand: its own when it has one (office staff), otherwise its branch's. */
  marca: z.string(),
  /** The brand an office user buys for; null when its brand is its branch's. */
  marcaID: z.number().int().nullable(),
  codEmpleado: z.string(),
  vetado: z.union([z.literal(0), z.literal(1)]),
  foto: z.string().nullable(),
  /** 'Editar usuario' offers the positions of the user's department. */
  posicionID: z.number().int(),
  departamentoID: z.number().int(),
  /**
   * The edited data (name, e-mail, phone, position) as read: 'Editar usuario' sends it back, and a
   * save over someone else's newer change answers 409.
   */
  version: z.string(),
  /**
   * Whether the caller may act on this account (password, block, permissions, branch, sign-in
   * throttle): false on an Admin account unless the caller is Admin too.
   */
  canManage: z.boolean(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const UserPageSchema = pageOf(UserRowSchema).extend({
  /** What the caller may do on this list: the table shows only the actions the API allows. */
  canManagePermissions: z.boolean(),
  canBlock: z.boolean(),
  /** 'Cambio de Sucursal': administrators move users between branches and set their brand. */
  canChangeBranch: z.boolean(),
});
export type UserPage = z.infer<typeof UserPageSchema>;

export const UserPermissionSchema = z.object({
  permisoID: z.number().int(),
  nombre: z.string(),
  modulo: z.string(),
  ruta: z.string(),
  isActive: z.union([z.literal(0), z.literal(1)]),
  /** The caller holds this option, so may switch it back on (anyone may switch it off). */
  grantable: z.boolean(),
});
export type UserPermission = z.infer<typeof UserPermissionSchema>;
export const UserPermissionsSchema = z.object({ data: z.array(UserPermissionSchema) });

export const MissingPermissionSchema = z.object({
  optionMenuID: z.number().int(),
  nombre: z.string(),
  ruta: z.string(),
  modulo: z.string(),
  /** The caller holds this option, so may add it. */
  grantable: z.boolean(),
});
export type MissingPermission = z.infer<typeof MissingPermissionSchema>;
export const MissingPermissionsSchema = z.object({ data: z.array(MissingPermissionSchema) });

export const TogglePermissionSchema = z.object({ isActive: z.union([z.literal(0), z.literal(1)]) });
export type TogglePermission = z.infer<typeof TogglePermissionSchema>;

export const AddPermissionSchema = z.object({ optionMenuID: idField });
export type AddPermission = z.infer<typeof AddPermissionSchema>;

export const SetBlockedSchema = z.object({ vetado: z.union([z.literal(0), z.literal(1)]) });
export type SetBlocked = z.infer<typeof SetBlockedSchema>;
/** Spec 1 §8: 'bloqueado' shows as an error toast, 'desbloqueado' as a success toast. */
export const BlockResultSchema = z.union([
  z.object({ bloqueado: z.string() }),
  z.object({ desbloqueado: z.string() }),
]);
export type BlockResult = z.infer<typeof BlockResultSchema>;

const optionalId = idField.optional();

/**
 * Spec 1 §5's two rules for a new user's e-mail, in order: an address ('Formato ejemplo: …'), then
 * one of the group's. The second says which domain ('Debe terminar en @…'): the spec's hint,
 * 'Únicamente correo empresarial', stays under the field, and an error reading the same as the hint
 * would say nothing new. Undefined when both hold. The API and the form both ask it, each with the
 * domain it was configured with.
 */
export function corporateEmailProblem(correo: string, domain: string): string | undefined {
  if (!z.email().safeParse(correo.trim()).success) return USERS_MESSAGES.emailExample(domain);
  if (!correo.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`))
    return USERS_MESSAGES.corporateEmailOnly(domain);
  return undefined;
}

/**
 * 'Registro de Usuario'. Role, department, boss and branch are the administrator's choices; for
 * everyone else the server derives them (spec 1 §6) and refuses a crafted value it would not offer.
 */
export const NewUserSchema = z.object({
  nombre: z
    .string({ error: whenMissing(USERS_MESSAGES.nombreRequired) })
    .overwrite(trimInvisible)
    .min(1, USERS_MESSAGES.nombreRequired)
    .max(100, USERS_MESSAGES.nameLength),
  apellido: z
    .string({ error: whenMissing(USERS_MESSAGES.apellidoRequired) })
    .overwrite(trimInvisible)
    .min(1, USERS_MESSAGES.apellidoRequired)
    .max(100, USERS_MESSAGES.nameLength),
  correo: z
    .string({ error: whenMissing(USERS_MESSAGES.correoRequired) })
    .overwrite(trimInvisible)
    .min(1, USERS_MESSAGES.correoRequired)
    // Its format and domain are checked where the group's domain is known, so that a malformed
    // address is answered with the spec's 'Formato ejemplo: …' naming it (corporateEmailProblem).
    .max(150, USERS_MESSAGES.correoLength),
  telefono: z
    .string()
    .trim()
    .max(9, USERS_MESSAGES.telefonoLength)
    .regex(PHONE_PATTERN, USERS_MESSAGES.telefonoFormat)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  posicionID: requiredId(USERS_MESSAGES.posicionRequired, USERS_MESSAGES.positionNotAllowed),
  rolID: optionalId,
  departamentoID: optionalId,
  /** Employee id of the boss. */
  jefe: optionalId,
  sucursalID: optionalId,
  /**
   * 'Marca de compras': the brand an office user buys for. Only for a user of an office branch;
   * left out, the user's brand is its branch's ('Ninguna' for the office).
   */
  marcaID: optionalId,
  /** Creating from an existing employee record: its code (spec 1 §7 "employee by code"). */
  codEmpleado: z.string().trim().min(1).max(10).optional(),
});
export type NewUser = z.infer<typeof NewUserSchema>;

export const NewUserResultSchema = z.object({
  successful: z.string(),
  data: z.object({ userID: z.number().int(), username: z.string(), codEmpleado: z.string() }),
});
export type NewUserResult = z.infer<typeof NewUserResultSchema>;

/**
 * 'Cambio de Sucursal': the user's branch and, for an office branch, its brand (null or left out:
 * 'Ninguna', the branch's). Moving a user to a restaurant clears its own brand.
 */
export const UserBranchSchema = z.object({
  sucursalID: requiredId(USERS_MESSAGES.branchRequired, USERS_MESSAGES.branchNotAllowed),
  marcaID: idField.nullable().optional(),
});
export type UserBranch = z.infer<typeof UserBranchSchema>;

/**
 * 'Editar usuario' (issue 51): the person's data, with the same rules and messages as 'Registro de
 * Usuario'; an empty phone removes it. `version` is the row's as the dialog read it.
 */
export const UserEditSchema = NewUserSchema.pick({
  nombre: true,
  apellido: true,
  correo: true,
  telefono: true,
  posicionID: true,
}).extend({ version: z.string().min(1).max(64) });
export type UserEdit = z.infer<typeof UserEditSchema>;

export const UserEditResultSchema = z.object({ successful: z.string(), data: UserRowSchema });
export type UserEditResult = z.infer<typeof UserEditResultSchema>;

const optionSchema = z.object({ id: z.number().int(), nombre: z.string() });

/** Everything 'Registro de Usuario' offers to this creator, with the values it will default to. */
export const UserFormOptionsSchema = z.object({
  /** Administrator (role Admin or Informática): chooses role, department, boss, branch, position. */
  isAdministrator: z.boolean(),
  /** Gerente de Zona: must choose a branch of its own brand. */
  choosesBranch: z.boolean(),
  emailDomain: z.string(),
  perfil: z.string(),
  roles: z.array(optionSchema),
  departamentos: z.array(optionSchema),
  posiciones: z.array(optionSchema.extend({ departamentoID: z.number().int().nullable() })),
  /** `esOficina`: office staff may have a brand of their own ('Marca de compras'). */
  sucursales: z.array(
    optionSchema.extend({ marca: z.string(), bodega: z.string(), esOficina: z.boolean() }),
  ),
  /** The group's brands an office user may buy for ('Ninguna' is the empty choice). */
  marcas: z.array(optionSchema),
  jefes: z.array(optionSchema.extend({ posicion: z.string() })),
  defaults: z.object({
    rolID: z.number().int(),
    departamentoID: z.number().int(),
    jefe: z.number().int().nullable(),
    sucursalID: z.number().int().nullable(),
  }),
});
export type UserFormOptions = z.infer<typeof UserFormOptionsSchema>;

/** An employee record found by its code, to create the user from it. */
export const EmployeeSchema = z.object({
  codEmpleado: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  posicionID: z.number().int().nullable(),
  departamentoID: z.number().int().nullable(),
  sucursalID: z.number().int().nullable(),
  jefe: z.number().int().nullable(),
});
export type Employee = z.infer<typeof EmployeeSchema>;
