import { PERMISSION_KEYS, type PermissionKey } from '@jarvis/contracts/menu';
import { DEPARTAMENTOS, MARCAS, ROLES } from '@jarvis/contracts/org';

export const DEMO_PASSWORD = 'jarvis123';

const TICKETS_BASIC: PermissionKey[] = [
  'tickets.menu',
  'tickets.create',
  'tickets.mine',
  'tickets.details',
];
const TICKETS_COLLABORATOR: PermissionKey[] = [
  ...TICKETS_BASIC,
  'tickets.collaborators',
  'tickets.report',
];
const BRANCH_OPERATIONS: PermissionKey[] = [
  'purchasing.new',
  'purchasing.review',
  'purchasing.open',
  'purchasing.pending',
  'purchasing.order',
  'transfers.request',
  'transfers.mine',
  'transfers.review',
  'transfers.differences',
  'inventory.page',
  'inventory.list',
  'inventory.create',
  'waste.page',
  'waste.list',
];
const PURCHASING_ALL = PERMISSION_KEYS.filter((k) => k.startsWith('purchasing.'));
const CATALOG_ALL = PERMISSION_KEYS.filter((k) => k.startsWith('catalog.'));

export type DemoAccount = {
  username: string;
  nombre: string;
  apellido: string;
  posicion: string;
  departamento: string;
  rol: string;
  bodega: string;
  /** The brand an office user buys for; without it the user's brand is its branch's. */
  marca?: string;
  /** Username of the boss. */
  jefe?: string;
  telefono: string;
  menu: PermissionKey[];
};

/** The demo accounts of the README, each with the menu its job needs. Order matters: bosses first. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    nombre: 'Rodrigo',
    apellido: 'Hernández',
    posicion: 'Jefe de Informática',
    departamento: DEPARTAMENTOS.informatica,
    rol: ROLES.admin,
    bodega: 'OF01',
    telefono: '7012-3401',
    menu: [...PERMISSION_KEYS],
  },
  {
    username: 'informatica',
    nombre: 'Karla',
    apellido: 'Méndez',
    posicion: 'Analista de Informática',
    departamento: DEPARTAMENTOS.informatica,
    rol: ROLES.oficina,
    bodega: 'OF01',
    jefe: 'admin',
    telefono: '7012-3402',
    menu: [
      ...TICKETS_COLLABORATOR,
      'tickets.download',
      'users.admin',
      'users.blocked',
      'users.accessRequests',
      'mail.outbox',
      'erp.documents',
    ],
  },
  {
    username: 'compras',
    nombre: 'Andrés',
    apellido: 'Quiñónez',
    posicion: 'Coordinador de Compras',
    departamento: DEPARTAMENTOS.compras,
    rol: ROLES.oficina,
    bodega: 'OF01',
    // Office purchasing staff buy for one brand: Andrés adds and edits Subway's suppliers.
    marca: MARCAS.subway,
    telefono: '7012-3403',
    menu: [...TICKETS_COLLABORATOR, ...PURCHASING_ALL, ...CATALOG_ALL, 'erp.documents'],
  },
  {
    username: 'contabilidad',
    nombre: 'Sofía',
    apellido: 'Peña',
    posicion: 'Gerente de Contabilidad',
    departamento: DEPARTAMENTOS.contabilidad,
    rol: ROLES.oficina,
    bodega: 'OF01',
    telefono: '7012-3404',
    menu: [
      ...TICKETS_BASIC,
      'purchasing.processed',
      'purchasing.delivered',
      'purchasing.closed',
      'purchasing.inconsistent',
      'purchasing.invoices',
      'purchasing.order',
      'purchasing.download',
      'purchasing.approve',
      'erp.documents',
      'transfers.differences',
      'inventory.review',
      'inventory.list',
      'waste.list',
      'waste.report',
      'extras.einvoice',
    ],
  },
  {
    username: 'mantenimiento',
    nombre: 'José Ángel',
    apellido: 'Ramírez',
    posicion: 'Jefe de Mantenimiento',
    departamento: DEPARTAMENTOS.mantenimiento,
    rol: ROLES.oficina,
    bodega: 'OF01',
    telefono: '7012-3405',
    menu: [...TICKETS_COLLABORATOR],
  },
  {
    username: 'tecnico',
    nombre: 'Jorge Alberto',
    apellido: 'Mejía',
    posicion: 'Técnico de Mantenimiento',
    departamento: DEPARTAMENTOS.mantenimiento,
    rol: ROLES.oficina,
    bodega: 'OF01',
    jefe: 'mantenimiento',
    telefono: '7012-3406',
    menu: [...TICKETS_COLLABORATOR],
  },
  {
    username: 'gerente.operaciones',
    nombre: 'Mónica',
    apellido: 'Alvarado',
    posicion: 'Gerente de Operaciones',
    departamento: DEPARTAMENTOS.operaciones,
    rol: ROLES.oficina,
    bodega: 'OF01',
    telefono: '7012-3406',
    menu: [
      ...TICKETS_BASIC,
      'users.admin',
      'purchasing.open',
      'purchasing.pending',
      'purchasing.order',
      'purchasing.approve',
      'transfers.differences',
      'inventory.review',
      'inventory.list',
      'waste.list',
      'waste.report',
      'extras.claims',
      'extras.requisitions',
      'extras.requests',
    ],
  },
  {
    username: 'gerente.zona',
    nombre: 'Luis Fernando',
    apellido: 'Castañeda',
    posicion: 'Gerente de Zona',
    departamento: DEPARTAMENTOS.operaciones,
    rol: ROLES.oficina,
    bodega: 'SW01',
    jefe: 'gerente.operaciones',
    telefono: '7012-3407',
    menu: [
      ...TICKETS_BASIC,
      'users.admin',
      'purchasing.review',
      'purchasing.open',
      'purchasing.pending',
      'purchasing.order',
      'purchasing.approve',
      'transfers.review',
      'transfers.differences',
      'inventory.review',
      'inventory.list',
      'waste.list',
      'waste.report',
    ],
  },
  {
    username: 'gerente.restaurante',
    nombre: 'Daniela',
    apellido: 'Orellana',
    posicion: 'Gerente de Restaurante',
    departamento: DEPARTAMENTOS.operaciones,
    rol: ROLES.restaurante,
    bodega: 'SW01',
    jefe: 'gerente.zona',
    telefono: '7012-3408',
    menu: [
      ...TICKETS_BASIC,
      'users.admin',
      ...BRANCH_OPERATIONS,
      'extras.requisitions',
      'extras.requests',
    ],
  },
  {
    username: 'restaurante',
    nombre: 'Carlos',
    apellido: 'Bonilla',
    posicion: 'Artista',
    departamento: DEPARTAMENTOS.operaciones,
    rol: ROLES.restaurante,
    bodega: 'SW01',
    jefe: 'gerente.restaurante',
    telefono: '7012-3409',
    menu: [...TICKETS_BASIC, ...BRANCH_OPERATIONS],
  },
  {
    username: 'restaurante2',
    nombre: 'Ana Gabriela',
    apellido: 'Rivas',
    posicion: 'Artista',
    departamento: DEPARTAMENTOS.operaciones,
    rol: ROLES.restaurante,
    bodega: 'SW02',
    jefe: 'gerente.zona',
    telefono: '7012-3410',
    menu: [...TICKETS_BASIC, ...BRANCH_OPERATIONS],
  },
];

export type DemoEmployee = {
  empleadoId: number;
  codEmpleado: string;
  nombre: string;
  apellido: string;
  correo: string;
  telefono: string;
  posicion: string;
  departamento: string;
  bodega: string;
  /** Username of the boss. */
  jefe: string;
};

/**
 * New hires in the employee file who have no Jarvis user yet: 'Registro de Usuario' finds them by
 * code. Their ids sit below the benchmark's generated staff (2000 and up).
 */
export const DEMO_EMPLOYEES: DemoEmployee[] = [
  {
    empleadoId: 1901,
    codEmpleado: 'MG482615',
    nombre: 'Mario',
    apellido: 'Guzmán',
    correo: 'mario.guzman@grupo-restaurantes.com',
    telefono: '7012-3490',
    posicion: 'Cajero',
    departamento: DEPARTAMENTOS.operaciones,
    bodega: 'SW01',
    jefe: 'gerente.restaurante',
  },
  {
    empleadoId: 1902,
    codEmpleado: 'VL573904',
    nombre: 'Valeria',
    apellido: 'López',
    correo: 'valeria.lopez@grupo-restaurantes.com',
    telefono: '7012-3491',
    posicion: 'Auxiliar Contable',
    departamento: DEPARTAMENTOS.contabilidad,
    bodega: 'OF01',
    jefe: 'contabilidad',
  },
  {
    empleadoId: 1903,
    codEmpleado: 'EC318277',
    nombre: 'Ernesto',
    apellido: 'Cañas',
    correo: 'ernesto.canas@grupo-restaurantes.com',
    telefono: '7012-3492',
    posicion: 'Técnico de Soporte',
    departamento: DEPARTAMENTOS.informatica,
    bodega: 'OF01',
    jefe: 'admin',
  },
];
