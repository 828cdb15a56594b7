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
