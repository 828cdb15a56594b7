import { DEPARTAMENTOS } from '@jarvis/contracts/org';

/** The help-desk catalogue a restaurant group really has: department → category → problems. */
export const DEMO_TICKET_CATALOG: {
  departamento: string;
  prefijo: string;
  categorias: { nombre: string; problemas: string[] }[];
}[] = [
  {
    departamento: DEPARTAMENTOS.mantenimiento,
    prefijo: 'MAN',
    categorias: [
      {
        nombre: 'Refrigeración',
        problemas: [
          'Refrigerador no enfría',
          'Congelador con escarcha',
          'Fuga de agua en cámara fría',
        ],
      },
      {
        nombre: 'Aire acondicionado',
        problemas: ['Aire acondicionado no enciende', 'Gotea agua', 'Hace ruido'],
      },
      {
        nombre: 'Equipo de cocina',
        problemas: [
          'Horno no calienta',
          'Tostadora dañada',
          'Plancha sin gas',
          'Campana extractora',
        ],
      },
      {
        nombre: 'Instalaciones',
        problemas: [
          'Fuga en lavamanos',
          'Luminaria quemada',
          'Puerta o cerradura dañada',
          'Servicio sanitario tapado',
        ],
      },
    ],
  },
  {
    departamento: DEPARTAMENTOS.informatica,
    prefijo: 'IT',
    categorias: [
      {
        nombre: 'Punto de venta',
        problemas: ['POS caído', 'Impresora fiscal no imprime', 'Lector de tarjetas'],
      },
      { nombre: 'Red e internet', problemas: ['Sin internet', 'Wi-Fi lento'] },
    ],
  },
  {
    departamento: DEPARTAMENTOS.compras,
    prefijo: 'COM',
    categorias: [
      {
        nombre: 'Pedidos',
        problemas: ['Pedido incompleto', 'Producto en mal estado', 'Proveedor no llegó'],
      },
      { nombre: 'Suministros', problemas: ['Falta de uniformes', 'Falta de material de limpieza'] },
    ],
  },
  {
    departamento: DEPARTAMENTOS.recursosHumanos,
    prefijo: 'RH',
    categorias: [
      {
        nombre: 'Planilla',
        problemas: ['Error en planilla', 'Horas extra no pagadas', 'Constancia de salario'],
      },
      {
        nombre: 'Personal',
        problemas: ['Solicitud de vacaciones', 'Incapacidad', 'Falta de personal'],
      },
    ],
  },
];

/** A small deterministic generator, so every fresh demo database holds the same tickets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export const DEMO_TICKET_COUNT = 320;

export const DEMO_TICKET_TEXTS = [
  'Desde la mañana no funciona; ya se reinició sin resultado.',
  'Ocurre en la hora de mayor venta, urge revisión.',
  'Se reportó ayer por teléfono, sigue igual.',
  'El equipo hace un ruido fuerte y se apaga solo.',
  'Adjunto detalle del problema para su revisión.',
];

/** Where demo tickets come from: busy branches far more often (the same skew as the benchmark). */
export const DEMO_TICKET_BRANCH_WEIGHTS: Record<string, number> = {
  SW01: 10,
  SW02: 6,
  SW03: 3,
  SW04: 3,
  SW05: 2,
  HU01: 5,
  HU02: 2,
  HU03: 2,
  HU04: 1,
  VE01: 4,
  VE02: 2,
  VE03: 1,
  VE04: 1,
};

/** Why a ticket waited or was cancelled, as collaborators write it. */
export const DEMO_WAIT_REASONS = [
  'Esperando repuesto del proveedor',
  'El técnico externo viene el lunes',
  'Pendiente de aprobación de Gerencia',
  'Esperando cotización',
  'La sucursal no dio acceso al equipo',
  'Esperando respuesta del proveedor del POS',
];
export const DEMO_CANCEL_REASONS = [
  'Duplicado de otro ticket',
  'Se resolvió en la sucursal',
  'No corresponde a este departamento',
  'El solicitante canceló el pedido',
];

/** Who works each department's demo tickets (a department may have several collaborators). */
export const DEMO_TICKET_WORKERS: Record<string, string[]> = {
  Mantenimiento: ['mantenimiento', 'tecnico', 'tecnico'],
  Compras: ['compras'],
  Informática: ['informatica', 'informatica', 'admin'],
  'Recursos Humanos': ['admin'],
};
