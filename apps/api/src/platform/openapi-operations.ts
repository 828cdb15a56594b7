/**
 * What the API document says of each operation that its route's declaration cannot: a short
 * Spanish summary, and the error answers its service gives beyond those the declaration implies
 * (400 for a route that takes input, 401 and 403 for one behind a session, 404 for one with a path
 * id; platform/openapi.ts). A route may instead carry `schema.summary` itself. The OpenAPI test
 * fails for an operation without a summary and for an entry here that names no route.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

type Operation = { summary: string; errors?: readonly ErrorStatus[] };

/** Keyed by method and Fastify path, as the route is registered. */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/config': { summary: 'Configuración pública (zona horaria del negocio)' },
  'GET /api/health': { summary: 'Estado del proceso para balanceadores' },
  'GET /api/health/details': { summary: 'Estado de cada adaptador' },

  'POST /api/auth/login': { summary: 'Iniciar sesión', errors: [401, 403, 429] },
  'POST /api/auth/logout': { summary: 'Cerrar sesión' },
  'POST /api/auth/forgot-password': { summary: 'Pedir el enlace de recuperación', errors: [429] },
  'POST /api/auth/reset-password': { summary: 'Elegir contraseña con el enlace recibido' },
  'POST /api/auth/register': { summary: 'Solicitar acceso (registro)', errors: [429] },
  'PUT /api/users/me/password': { summary: 'Cambiar la contraseña propia', errors: [429] },

  'GET /api/traslados/opciones': { summary: 'Solicitar traslado: sucursales de origen y fechas' },
  'GET /api/traslados/articulos': {
    summary: 'Solicitar traslado: artículos activos por código o nombre',
  },
  'POST /api/traslados': { summary: 'Solicitar un traslado a otra sucursal', errors: [409] },
  'GET /api/traslados/recientes': { summary: 'Traslados recientes de la sucursal (los 3 últimos)' },
  'GET /api/traslados/por-enviar': { summary: 'Traslados que esperan que la sucursal los envíe' },
  'GET /api/traslados/mios': { summary: 'Mis traslados: los que pidió la sucursal' },
  'GET /api/traslados/revisar': { summary: 'Revisar traslados: los pedidos a la sucursal' },
  'GET /api/traslados/:trasladoId': { summary: 'Un traslado con sus líneas' },
  'GET /api/traslados/diferencias': {
    summary: 'Diferencias entre lo enviado y lo recibido, por mes, sucursales y artículo',
  },
  'GET /api/traslados/diferencias/exportar': { summary: 'Exportar las diferencias a Excel' },
  'POST /api/traslados/:trasladoId/enviar': {
    summary: 'Enviar un traslado con las cantidades enviadas (origen, 1 → 2)',
    errors: [409],
  },
  'POST /api/traslados/:trasladoId/recibir': {
    summary: 'Verificar un traslado con las cantidades recibidas (destino, 2 → 3 o 4)',
    errors: [409],
  },
  'POST /api/traslados/:trasladoId/anular': {
    summary: 'Anular un traslado (1 o 2 → 5)',
    errors: [409],
  },

  'GET /api/inventarios/opciones': {
    summary: 'Crear inventario: tipo sugerido, inventario existente y pendientes de una fecha',
  },
  'POST /api/inventarios': { summary: 'Crear un inventario de la sucursal', errors: [409] },
  'GET /api/inventarios': { summary: 'Inventarios de la sucursal, del más reciente' },
  'GET /api/inventarios/:inventarioId': { summary: 'Un inventario con sus líneas' },
  'GET /api/inventarios/listado': {
    summary: 'Inventarios de las sucursales que supervisa el usuario, por sucursal y estado',
  },
  'GET /api/inventarios/revision': {
    summary:
      'Revisión de una fecha: sucursales que ingresaron y faltantes, en Revisión, pedidos pendientes',
  },
  'GET /api/inventarios/revision/exportar': {
    summary: 'La revisión de una fecha en Excel (sucursales, costos, pedidos pendientes)',
  },
  'GET /api/desechos/opciones': {
    summary: 'La sucursal del usuario y hoy (el máximo de la fecha)',
  },
  'GET /api/desechos/articulos': {
    summary: 'Artículos activos por código o nombre (20 a lo sumo)',
  },
  'POST /api/desechos': {
    summary: 'Registrar un desecho con todos sus artículos, valorados al precio de hoy',
  },
  'GET /api/desechos/recientes': { summary: 'Los 3 últimos desechos de la sucursal' },
  'GET /api/desechos': {
    summary: 'Desechos que el usuario ve, con búsqueda y orden por columna',
  },
  'GET /api/desechos/costos': {
    summary: 'Costo de los desechos por mes, sucursal, marca, categoría y artículo',
  },
  'GET /api/desechos/costos/exportar': { summary: 'El costo de los desechos en Excel' },
  'GET /api/desechos/:desechoId': { summary: 'Un desecho con sus artículos' },
  'POST /api/desechos/:desechoId/revisar': {
    summary: 'Revisar un desecho (gerente que supervisa la sucursal)',
    errors: [409],
  },
  'POST /api/desechos/:desechoId/aplicar': {
    summary: 'Aplicar un desecho revisado (contabilidad)',
    errors: [409],
  },
  'GET /api/inventarios/:inventarioId/exportar': {
    summary: 'El detalle de un inventario en Excel',
  },
  'PUT /api/inventarios/:inventarioId/detalle/:inventarioDetalleId': {
    summary: 'Guardar una celda del conteo (sobre la versión que se vio)',
    errors: [409],
  },
  'POST /api/inventarios/:inventarioId/finalizar': {
    summary: 'Finalizar un inventario (En Proceso → Aprobado o Revisión)',
    errors: [409],
  },
  'POST /api/inventarios/:inventarioId/aprobar': {
    summary: 'Aprobar un inventario en Revisión',
    errors: [409],
  },
  'POST /api/inventarios/:inventarioId/habilitar': {
    summary: 'Habilitar nuevamente un inventario en Revisión (→ En Proceso)',
    errors: [409],
  },
  'POST /api/inventarios/:inventarioId/anular': {
    summary: 'Anular un inventario en Revisión',
    errors: [409],
  },

  'GET /api/pedidos/nuevo': { summary: 'Nuevo pedido: proveedores, sucursales y fecha' },
  'GET /api/pedidos/nuevo/proveedores/:proveedorId/articulos': {
    summary: 'Nuevo pedido: artículos que se pueden pedir al proveedor',
  },
  'POST /api/pedidos': { summary: 'Crear un pedido a un proveedor', errors: [409] },
  'GET /api/pedidos/filtros': { summary: 'Opciones de los filtros de pedidos' },
  'GET /api/pedidos/facturas': { summary: 'Facturas de proveedor y su estado en SAP' },
  'GET /api/pedidos/facturas/exportar': { summary: 'Exportar las facturas de proveedor a Excel' },
  'GET /api/pedidos/vista/revision': { summary: 'Pedidos en revisión (estado 1)' },
  'GET /api/pedidos/vista/abiertos': { summary: 'Pedidos abiertos (estado 2)' },
  'GET /api/pedidos/vista/pendientes': { summary: 'Pedidos no entregados (estado 3)' },
  'GET /api/pedidos/vista/procesados': { summary: 'Pedidos procesados (estado 4)' },
  'GET /api/pedidos/vista/entregados': { summary: 'Pedidos entregados (estado 4)' },
  'GET /api/pedidos/vista/cerrados': { summary: 'Pedidos cerrados (anulados y en SAP)' },
  'GET /api/pedidos/vista/inconsistentes': { summary: 'Pedidos inconsistentes (estado 6)' },
  'GET /api/pedidos/aprobacion': { summary: 'Aprobar pedidos: pedidos del filtro' },
  'POST /api/pedidos/aprobar': {
    summary: 'Aprobar pedidos (envía el PDF al proveedor)',
    errors: [404, 409],
  },
  'POST /api/pedidos/anular': { summary: 'Anular pedidos', errors: [404, 409] },
  'POST /api/pedidos/pdf': { summary: 'Descargar el PDF de pedidos', errors: [404] },
  'GET /api/pedidos/clave-gerente': { summary: 'Sucursales cuyo código de gerente define' },
  'PUT /api/pedidos/clave-gerente': { summary: 'Definir el código de gerente de una sucursal' },
  'POST /api/pedidos/clave-gerente/verificar': {
    summary: 'Verificar el código de gerente de la sucursal',
    errors: [429],
  },
  'GET /api/pedidos/tipos-inconsistencia': { summary: 'Tipos de inconsistencia' },
  'POST /api/pedidos/:pedidoId/entregar': {
    summary: 'Confirmar la entrega con los datos de la factura',
    errors: [409, 429],
  },
  'POST /api/pedidos/:pedidoId/inconsistencias': {
    summary: 'Registrar inconsistencias',
    errors: [409],
  },
  'POST /api/pedidos/:pedidoId/inconsistencias/:inconsistenciaId/ticket': {
    summary: 'Crear un ticket al proveedor por una inconsistencia',
    errors: [409],
  },
  'POST /api/pedidos/:pedidoId/correccion': {
    summary: 'Marcar un pedido inconsistente como corregido',
    errors: [409],
  },
  'POST /api/pedidos/:pedidoId/sap': {
    summary: 'Registrar el pedido y su factura en SAP',
    errors: [409, 503],
  },
  'GET /api/pedidos/:pedidoId': { summary: 'Detalle de un pedido' },
  'GET /api/pedidos/:pedidoId/disponibles': { summary: 'Artículos que se pueden agregar' },
  'PATCH /api/pedidos/:pedidoId': {
    summary: 'Modificar los datos o el total final de un pedido',
    errors: [409],
  },
  'PATCH /api/pedidos/:pedidoId/lineas': {
    summary: 'Modificar cantidades o precios de un pedido',
    errors: [409],
  },
  'POST /api/pedidos/:pedidoId/lineas': { summary: 'Agregar un producto', errors: [409, 429] },
  'POST /api/pedidos/:pedidoId/lineas/eliminar': {
    summary: 'Eliminar productos de un pedido',
    errors: [409],
  },
  'POST /api/pedidos/:pedidoId/no-entregado': {
    summary: 'Marcar un pedido como no entregado',
    errors: [409],
  },
  'GET /api/pedidos/cambio-precio/opciones': { summary: 'Cambio de precio: opciones del filtro' },
  'GET /api/pedidos/cambio-precio': { summary: 'Cambio de precio: pedidos del filtro' },
  'GET /api/pedidos/cambio-precio/articulos': {
    summary: 'Cambio de precio: productos de los pedidos del filtro',
  },
  'POST /api/pedidos/cambio-precio/vista-previa': {
    summary: 'Cambio de precio: vista previa (no modifica nada)',
  },
  'POST /api/pedidos/cambio-precio/aplicar': {
    summary: 'Cambio de precio: aplicar a los pedidos',
    errors: [409],
  },
  'GET /api/pedidos/descargas/opciones': { summary: 'Descargas: proveedores y sucursales' },
  'GET /api/pedidos/descargas/resumen': { summary: 'Descargas: qué contiene la selección' },
  'GET /api/pedidos/descargas/excel': {
    summary: 'Descargas: Excel de la entrega (consolidado y por sucursal)',
    errors: [404],
  },
  'GET /api/pedidos/descargas/pdf': {
    summary: 'Descargas: PDF A3 de la entrega (consolidado y por sucursal)',
    errors: [404],
  },

  'GET /api/users/me': { summary: 'Usuario de la sesión' },
  'GET /api/menu': { summary: 'Menú del usuario (sus permisos)' },
  'GET /api/users': { summary: 'Listar usuarios' },
  'POST /api/users': { summary: 'Crear un usuario (Registro de Usuario)', errors: [404, 409] },
  'PUT /api/users/:userID': { summary: 'Modificar los datos de un usuario', errors: [409] },
  'GET /api/users/form-options': { summary: 'Opciones del formulario de usuario' },
  'GET /api/users/empleados/:codEmpleado': {
    summary: 'Buscar un empleado sin usuario por código',
    errors: [409],
  },
  'GET /api/users/:userID/permisos': { summary: 'Permisos de un usuario' },
  'POST /api/users/:userID/permisos': { summary: 'Añadir un permiso', errors: [409] },
  'GET /api/users/:userID/permisos-faltantes': { summary: 'Permisos que le faltan a un usuario' },
  'PUT /api/users/permisos/:permisoID': {
    summary: 'Activar o desactivar un permiso',
    errors: [409],
  },
  'PUT /api/users/:userID/password': { summary: 'Cambiar la contraseña de un usuario' },
  'PUT /api/users/:userID/sucursal': { summary: 'Cambiar la sucursal de un usuario' },
  'POST /api/users/:userID/acceso': { summary: 'Quitar la espera de inicio de sesión' },
  'GET /api/users/bloqueados': { summary: 'Listar usuarios (Usuarios Bloqueados)' },
  'PUT /api/users/:userID/vetado': { summary: 'Bloquear o desbloquear un usuario', errors: [409] },
  'GET /api/users/solicitudes': { summary: 'Solicitudes de acceso' },
  'POST /api/users/solicitudes/:solicitudId/aprobar': {
    summary: 'Aprobar una solicitud: crear el usuario',
    errors: [409],
  },
  'POST /api/users/solicitudes/:solicitudId/rechazar': {
    summary: 'Rechazar una solicitud con su razón',
    errors: [409],
  },

  'GET /api/mail/outbox': { summary: 'Correos enviados' },
  'GET /api/mail/outbox/:correoId': { summary: 'Ver un correo enviado' },
  'GET /api/mail/outbox/:correoId/adjuntos/:indice': { summary: 'Descargar un adjunto' },

  'GET /api/tickets/catalogo': { summary: 'Departamentos, categorías y problemas de Crear Ticket' },
  'POST /api/tickets': { summary: 'Crear un ticket (con fotos)', errors: [409, 413, 415] },
  'GET /api/tickets/mios': { summary: 'Mis Tickets: los de la sucursal' },
  'GET /api/tickets/colaboradores': { summary: 'Tickets Colaboradores: los del departamento' },
  'GET /api/tickets/reporte': { summary: 'Tickets Realizados: indicadores del periodo' },
  'GET /api/tickets/reporte/exportar': { summary: 'Exportar Tickets Realizados (Excel o CSV)' },
  'GET /api/tickets/:id': { summary: 'Detalle de un ticket' },
  'PUT /api/tickets/:id/estado': { summary: 'Cambiar el estado de un ticket', errors: [409] },
  'PUT /api/tickets/:id/descripcion': { summary: 'Modificar la descripción', errors: [409] },

  'GET /api/catalogo/proveedores': { summary: 'Listar proveedores' },
  'POST /api/catalogo/proveedores': {
    summary: 'Registrar un proveedor de SAP',
    errors: [404, 409, 503],
  },
  'GET /api/catalogo/proveedores/verificar/:codigo': {
    summary: 'Verificar un proveedor en SAP',
    errors: [503],
  },
  'PUT /api/catalogo/proveedores/:id': { summary: 'Modificar un proveedor', errors: [409] },
  'GET /api/catalogo/horarios': { summary: 'Horarios de pedido de los proveedores' },
  'PUT /api/catalogo/horarios/:proveedorId': { summary: 'Cambiar el horario de un proveedor' },
  'GET /api/catalogo/categorias': { summary: 'Categorías de artículos' },
  'GET /api/catalogo/articulos': { summary: 'Listar artículos' },
  'POST /api/catalogo/articulos': { summary: 'Crear un artículo de SAP', errors: [409, 503] },
  'GET /api/catalogo/ppd': { summary: 'Listar artículos (PPD)' },
  'GET /api/catalogo/articulos/verificar/:articuloId': {
    summary: 'Verificar un artículo en SAP',
    errors: [503],
  },
  'POST /api/catalogo/articulos/:articuloId/proveedores': {
    summary: 'Asignar proveedores a un artículo',
    errors: [409],
  },
  'PUT /api/catalogo/articulos/:articuloId': { summary: 'Modificar un artículo', errors: [409] },
  'PUT /api/catalogo/articulos/:articuloId/estado/:estado': {
    summary: 'Activar o desactivar un artículo',
  },
  'PUT /api/catalogo/articulos/:articuloId/ppd': { summary: 'Marcar o desmarcar PPD' },
  'PUT /api/catalogo/ppd/:articuloId': { summary: 'Marcar o desmarcar PPD (pantalla PPD)' },
  'PUT /api/catalogo/articulos/:articuloId/bloqueo': { summary: 'Bloquear o desbloquear' },
  'GET /api/catalogo/precios': { summary: 'Lista de precios' },
  'GET /api/catalogo/precios/proveedores': { summary: 'Proveedores que se pueden asignar' },
  'PUT /api/catalogo/precios/:id': { summary: 'Cambiar un precio', errors: [409] },
  'PUT /api/catalogo/precios/:id/estado/:estado': {
    summary: 'Activar o desactivar un precio',
    errors: [409],
  },
  'GET /api/catalogo/precios/:id/historial': { summary: 'Historial de un precio' },

  'GET /api/erp/documentos': { summary: 'Documentos enviados a SAP' },
  'POST /api/erp/documentos/:id/reintentar': {
    summary: 'Reintentar el envío de un documento',
    errors: [409],
  },
  'GET /api/erp/salud': { summary: 'Estado de la conexión con SAP' },

  'GET /api/archivos/*': { summary: 'Archivo subido (enlace firmado)', errors: [403] },
};
