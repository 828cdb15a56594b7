import { DEPARTAMENTOS, MARCA_NINGUNA, MARCAS, ROLES } from '@jarvis/contracts/org';

/** The demo organisation: brands, branches, departments, positions and roles. */
export const DEMO_MARCAS = [MARCAS.subway, MARCAS.humo, MARCAS.vivaExpresso, MARCA_NINGUNA];

export const DEMO_ROLES = [ROLES.admin, ROLES.oficina, ROLES.restaurante];

type Branch = {
  nombre: string;
  bodega: string;
  marca: string;
  esOficina?: boolean;
  estado?: number;
  direccion: string;
  telefono: string;
};

// The office is branch 1: the spec's default branch for office staff.
export const DEMO_SUCURSALES: Branch[] = [
  {
    nombre: 'Oficina Central',
    bodega: 'OF01',
    marca: MARCA_NINGUNA,
    esOficina: true,
    direccion: 'Col. Escalón, Paseo General Escalón #3700, San Salvador',
    telefono: '2264-1000',
  },
  {
    nombre: 'Subway Multiplaza',
    bodega: 'SW01',
    marca: MARCAS.subway,
    direccion: 'C.C. Multiplaza, Antiguo Cuscatlán',
    telefono: '2243-1101',
  },
  {
    nombre: 'Subway Galerías',
    bodega: 'SW02',
    marca: MARCAS.subway,
    direccion: 'Galerías Escalón, San Salvador',
    telefono: '2243-1102',
  },
  {
    nombre: 'Subway La Gran Vía',
    bodega: 'SW03',
    marca: MARCAS.subway,
    direccion: 'La Gran Vía, Antiguo Cuscatlán',
    telefono: '2243-1103',
  },
  {
    nombre: 'Subway Metrocentro',
    bodega: 'SW04',
    marca: MARCAS.subway,
    direccion: 'Metrocentro, San Salvador',
    telefono: '2243-1104',
  },
  {
    nombre: 'Subway Santa Elena',
    bodega: 'SW05',
    marca: MARCAS.subway,
    direccion: 'Bulevar Santa Elena, Antiguo Cuscatlán',
    telefono: '2243-1105',
  },
  {
    nombre: 'Subway Plaza Merliot',
    bodega: 'SW06',
    marca: MARCAS.subway,
    estado: 0,
    direccion: 'Plaza Merliot, Santa Tecla',
    telefono: '2243-1106',
  },
  {
    nombre: 'Humo Zona Rosa',
    bodega: 'HU01',
    marca: MARCAS.humo,
    direccion: 'Bulevar del Hipódromo, Zona Rosa',
    telefono: '2243-2201',
  },
  {
    nombre: 'Humo Santa Tecla',
    bodega: 'HU02',
    marca: MARCAS.humo,
    direccion: 'Paseo El Carmen, Santa Tecla',
    telefono: '2243-2202',
  },
  {
    nombre: 'Humo El Paseo',
    bodega: 'HU03',
    marca: MARCAS.humo,
    direccion: 'C.C. El Paseo, San Salvador',
    telefono: '2243-2203',
  },
  {
    nombre: 'Humo Plaza Mundo',
    bodega: 'HU04',
    marca: MARCAS.humo,
    direccion: 'Plaza Mundo, Soyapango',
    telefono: '2243-2204',
  },
  {
    nombre: 'Viva Expresso Escalón',
    bodega: 'VE01',
    marca: MARCAS.vivaExpresso,
    direccion: 'Paseo General Escalón, San Salvador',
    telefono: '2243-3301',
  },
  {
    nombre: 'Viva Expresso Torre Futura',
    bodega: 'VE02',
    marca: MARCAS.vivaExpresso,
    direccion: 'Torre Futura, Colonia Escalón',
    telefono: '2243-3302',
  },
  {
    nombre: 'Viva Expresso Merliot',
    bodega: 'VE03',
    marca: MARCAS.vivaExpresso,
    direccion: 'Ciudad Merliot, Santa Tecla',
    telefono: '2243-3303',
  },
  {
    nombre: 'Viva Expresso San Benito',
    bodega: 'VE04',
    marca: MARCAS.vivaExpresso,
    direccion: 'Colonia San Benito, San Salvador',
    telefono: '2243-3304',
  },
];

export const DEMO_DEPARTAMENTOS = Object.values(DEPARTAMENTOS);

export const DEMO_POSICIONES: { nombre: string; departamento: string }[] = [
  { nombre: 'Jefe de Informática', departamento: DEPARTAMENTOS.informatica },
  { nombre: 'Analista de Informática', departamento: DEPARTAMENTOS.informatica },
  { nombre: 'Técnico de Soporte', departamento: DEPARTAMENTOS.informatica },
  { nombre: 'Coordinador de Compras', departamento: DEPARTAMENTOS.compras },
  { nombre: 'Asistente de Compras', departamento: DEPARTAMENTOS.compras },
  { nombre: 'Gerente de Contabilidad', departamento: DEPARTAMENTOS.contabilidad },
  { nombre: 'Supervisor Contable', departamento: DEPARTAMENTOS.contabilidad },
  { nombre: 'Auxiliar Contable', departamento: DEPARTAMENTOS.contabilidad },
  { nombre: 'Jefe de Mantenimiento', departamento: DEPARTAMENTOS.mantenimiento },
  { nombre: 'Técnico de Mantenimiento', departamento: DEPARTAMENTOS.mantenimiento },
  { nombre: 'Gerente General', departamento: DEPARTAMENTOS.gerencia },
  { nombre: 'Gerente Administrativo y Financiero', departamento: DEPARTAMENTOS.gerencia },
  { nombre: 'Gerente de Recursos Humanos', departamento: DEPARTAMENTOS.recursosHumanos },
  { nombre: 'Asistente de Recursos Humanos', departamento: DEPARTAMENTOS.recursosHumanos },
  { nombre: 'Gerente de Operaciones', departamento: DEPARTAMENTOS.operaciones },
  { nombre: 'Gerente de Zona', departamento: DEPARTAMENTOS.operaciones },
  { nombre: 'Gerente de Restaurante', departamento: DEPARTAMENTOS.operaciones },
  { nombre: 'Artista', departamento: DEPARTAMENTOS.operaciones },
  { nombre: 'Cajero', departamento: DEPARTAMENTOS.operaciones },
];
