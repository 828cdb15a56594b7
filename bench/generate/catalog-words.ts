// What a restaurant group buys, as its buyers write it: product, variant, trade brand and presentation
// per category ('Queso mozzarella rallado Lactolac 2.5 lb'), with accents, so 'Buscar' has to fold
// them. Also the words of supplier names ('Distribuidora El Ángel, S.A. de C.V.').
import type { CategoryIcon } from '../../packages/contracts/src/catalog';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export type CategoryWords = {
  /** The category's name: the demo seed's twelve (apps/api/src/db/seed/demo-catalog.ts). */
  nombre: string;
  icono: CategoryIcon;
  /** Share of the articles. */
  peso: number;
  productos: string[];
  variantes: string[];
  marcas: string[];
  presentaciones: string[];
  /** Purchase units (articulos.unidad) and sale units (unidad_venta). */
  compra: string[];
  venta: string[];
  /** Sale units in one purchase unit (cantidad_compra). */
  cantidades: number[];
  /** A purchase unit's price range, in dollars (log-uniform between them). */
  precio: [min: number, max: number];
  perecedero: boolean;
};

export const CATEGORIAS: CategoryWords[] = [
  {
    nombre: 'Panadería',
    icono: 'ShopOutlined',
    peso: 6,
    productos: list(`Pan blanco para sub, Pan de trigo integral, Pan de orégano y parmesano,
      Pan de hamburguesa, Pan francés, Pan de centeno, Pan para hot dog, Tortilla de harina,
      Bollo de papa, Croissant, Galleta de avena, Galleta con chispas de chocolate,
      Muffin de arándano, Pan dulce de yema, Semita alta, Quesadilla salvadoreña, Pan de ajo`),
    variantes: list(
      `congelado, precocido, horneado, rebanado, artesanal, sin gluten, de masa madre`,
    ),
    marcas: list(`Bimbo, Lido, Europa, Migueleño, San Martín`),
    presentaciones: list(
      `6 pulgadas, 12 pulgadas, paquete 8 u, caja 48 u, caja 96 u, bolsa 12 u, 2 lb`,
    ),
    compra: list(`Caja, Bolsa, Paquete, Bandeja`),
    venta: list(`Unidad, Unidad, Bolsa`),
    cantidades: [8, 12, 24, 48, 96],
    precio: [8, 45],
    perecedero: true,
  },
  {
    nombre: 'Frutas y verduras',
    icono: 'AppleOutlined',
    peso: 9,
    productos: list(`Tomate, Lechuga romana, Lechuga iceberg, Cebolla blanca, Cebolla morada,
      Chile verde, Chile jalapeño, Pepino, Aguacate Hass, Limón pérsico, Papa, Zanahoria, Piña,
      Plátano, Guineo, Espinaca, Cilantro, Repollo, Pimiento rojo, Champiñón, Güisquil, Elote,
      Fresa, Melón, Sandía, Mango, Papaya, Rábano, Apio`),
    variantes: list(`fresco, en rodajas, picado, en juliana, orgánico, de primera, hidropónico,
      lavado y desinfectado, en cubos`),
    marcas: list(`Hortifruti, Del Campo, Agrícola Zapotitán, Cooperativa Las Pilas`),
    presentaciones: list(`1 lb, 5 lb, 10 lb, 25 lb, caja 40 lb, bolsa 2 kg, docena, quintal`),
    compra: list(`Caja, Libra, Bolsa, Quintal, Docena`),
    venta: list(`Libra, Unidad, Onza, Kilogramo`),
    cantidades: [1, 5, 10, 12, 25, 40, 100],
    precio: [5, 60],
    perecedero: true,
  },
  {
    nombre: 'Lácteos',
    icono: 'GoldOutlined',
    peso: 8,
    productos: list(`Queso mozzarella, Queso cheddar, Queso americano, Queso suizo, Queso parmesano,
      Queso duro blando, Queso fresco, Queso crema, Queso provolone, Quesillo, Crema ácida,
      Crema espesa, Leche entera, Leche descremada, Mantequilla, Margarina, Yogur natural,
      Requesón, Leche condensada, Leche evaporada`),
    variantes: list(`rallado, en lonjas, en bloque, light, sin sal, deslactosado, en tiras, untable,
      pasteurizado`),
    marcas: list(`Lactolac, Foremost, Dos Pinos, Petacones, La Salud, Lácteos Morazán, Sula`),
    presentaciones: list(
      `2.5 lb, 5 lb, 1 lb, 1 gal, 946 ml, 1/2 gal, 160 lonjas, 12 oz, 8 oz, 10 kg`,
    ),
    compra: list(`Caja, Libra, Galón, Bolsa, Cubeta, Paquete`),
    venta: list(`Libra, Onza, Unidad, Litro`),
    cantidades: [1, 4, 6, 10, 12, 20],
    precio: [10, 90],
    perecedero: true,
  },
  {
    nombre: 'Carnes',
    icono: 'FireOutlined',
    peso: 9,
    productos: list(`Pechuga de pollo, Pollo deshuesado, Muslo de pollo, Alitas de pollo,
      Tiras de pollo empanizado, Pavo ahumado, Jamón de pavo, Jamón de cerdo, Salami genoa,
      Pepperoni, Tocino, Carne molida de res, Lomo de res, Costilla de cerdo, Chorizo parrillero,
      Salchicha tipo Viena, Albóndigas, Carne de res para fajita, Chuleta ahumada, Punta de res,
      Pollo teriyaki, Lomo de cerdo`),
    variantes: list(`en lonjas, precocido, marinado, congelado, ahumado, a la parrilla, sin piel,
      en cubos, rebanado fino`),
    marcas: list(`Pollo Indio, Pollo Campestre, Sello de Oro, Delicia, Don Cristóbal, Kreef,
      La Cima, Toledo`),
    presentaciones: list(`1 lb, 2 lb, 5 lb, 10 lb, caja 40 lb, paquete 100 lonjas, bolsa 2 kg`),
    compra: list(`Caja, Libra, Paquete, Bolsa`),
    venta: list(`Libra, Onza, Lonja, Unidad`),
    cantidades: [1, 2, 5, 10, 40, 100],
    precio: [20, 160],
    perecedero: true,
  },
  {
    nombre: 'Mariscos',
    icono: 'CompassOutlined',
    peso: 3,
    productos: list(`Camarón, Camarón jumbo, Filete de tilapia, Filete de dorado, Atún, Calamar,
      Pulpo, Surimi, Salmón, Mejillón, Concha negra, Pescado blanco, Boquerón`),
    variantes: list(`pelado y desvenado, congelado, fresco, en agua, en aceite, empanizado, ahumado,
      en aros`),
    marcas: list(`Calvo, Sardimar, Del Pacífico, Mar Azul`),
    presentaciones: list(`1 lb, 2 lb, 5 lb, lata 66.5 oz, lata 5 oz, caja 10 lb`),
    compra: list(`Caja, Libra, Lata, Bolsa`),
    venta: list(`Libra, Onza, Lata`),
    cantidades: [1, 2, 5, 6, 10, 24],
    precio: [25, 180],
    perecedero: true,
  },
  {
    nombre: 'Abarrotes',
    icono: 'ShoppingOutlined',
    peso: 18,
    productos: list(`Aceite vegetal, Aceite de oliva, Mayonesa, Mostaza, Salsa de tomate,
      Salsa chipotle, Salsa ranch, Salsa barbacoa, Salsa teriyaki, Aderezo César, Vinagre blanco,
      Sal yodada, Azúcar blanca, Azúcar morena, Harina de trigo, Harina de maíz, Arroz blanco,
      Frijol rojo de seda, Frijol negro, Pasta espagueti, Consomé de pollo, Pimienta negra,
      Orégano, Chile en polvo, Ajo en polvo, Jalapeños en escabeche, Pepinillos,
      Aceitunas verdes, Aceitunas negras, Miel de abeja, Chocolate en polvo, Galletas saladas,
      Papas fritas, Nachos, Maní salado, Sirope de maple, Mermelada de fresa, Avena en hojuelas,
      Leche de coco, Salsa de soya, Salsa inglesa, Chile habanero, Curtido`),
    variantes: list(`light, sin azúcar, picante, clásico, tradicional, premium, molido, entero,
      en sobres, integral, orgánico`),
    marcas: list(`McCormick, Naturas, Kern's, Del Monte, Diana, Maseca, Dany, Goya, Herdez,
      Hellmann's, Orisol, San Francisco, La Chula, Mi Arroz`),
    presentaciones: list(`1 gal, 5 gal, 32 oz, 1 lb, 5 lb, 25 lb, 100 lb, sobres 1000 u,
      caja 200 sobres, 2.5 kg, 946 ml, 500 g, lata 106 oz`),
    compra: list(`Caja, Galón, Cubeta, Saco, Fardo, Bolsa, Lata, Botella`),
    venta: list(`Unidad, Onza, Libra, Galón, Sobre`),
    cantidades: [1, 4, 6, 12, 24, 100, 200, 1000],
    precio: [3, 70],
    perecedero: false,
  },
  {
    nombre: 'Bebidas',
    icono: 'ExperimentOutlined',
    peso: 10,
    productos: list(`Coca-Cola, Coca-Cola sin azúcar, Sprite, Fanta naranja, Uva Tropical,
      Agua purificada, Agua con gas, Té frío de limón, Jugo de naranja, Jugo de manzana,
      Néctar de durazno, Horchata, Bebida energética, Limonada, Jarabe de Coca-Cola,
      Bebida de tamarindo, Chocolate caliente, Agua de coco, Kolashampan`),
    variantes: list(`lata, retornable, desechable, light, natural, en polvo, concentrado,
      bag in box`),
    marcas: list(`La Constancia, Salvavidas, Cristal, Del Valle, Tampico, Petacones, Lipton, Ades`),
    presentaciones: list(`355 ml, 600 ml, 1.5 l, 2.5 l, 5 gal, 12 oz, fardo 24 u, caja 12 u`),
    compra: list(`Fardo, Caja, Garrafón, Bolsa`),
    venta: list(`Unidad, Botella, Lata, Onza`),
    cantidades: [1, 6, 12, 24, 48],
    precio: [6, 40],
    perecedero: false,
  },
  {
    nombre: 'Café y té',
    icono: 'CoffeeOutlined',
    peso: 4,
    productos: list(`Café molido, Café en grano, Café soluble, Espresso, Té negro, Té verde,
      Té de manzanilla, Té de jamaica, Cacao, Chocolate de mesa, Crema para café,
      Azúcar en sobres, Edulcorante, Sirope de vainilla, Sirope de caramelo, Leche en polvo`),
    variantes: list(`tueste medio, tueste oscuro, de altura, estrictamente altura, orgánico,
      descafeinado, en bolsitas, sin azúcar`),
    marcas: list(`Coscafé, Café Listo, Majada, Don Pedro, Buen Día, Lipton, Monin, Torani,
      Coffee Mate`),
    presentaciones: list(`1 lb, 5 lb, 2 kg, 100 bolsitas, 750 ml, caja 1000 sobres, 400 g`),
    compra: list(`Bolsa, Caja, Botella, Libra`),
    venta: list(`Onza, Unidad, Sobre, Libra`),
    cantidades: [1, 5, 12, 100, 1000],
    precio: [5, 60],
    perecedero: false,
  },
  {
    nombre: 'Carbón y gas',
    icono: 'ThunderboltOutlined',
    peso: 2,
    productos: list(`Carbón vegetal, Carbón de leña, Leña de café, Leña de naranjo, Gas propano,
      Briquetas de carbón, Encendedor de carbón, Fósforos, Gel combustible`),
    variantes: list(`seleccionado, de primera, en trozos, ecológico, recarga`),
    marcas: list(`Tropigas, Zeta Gas, Carbonera San Juan, El Leñador`),
    presentaciones: list(`25 lb, 50 lb, saco 100 lb, cilindro 25 lb, cilindro 100 lb, carga,
      caja 50 u`),
    compra: list(`Saco, Cilindro, Carga, Caja`),
    venta: list(`Libra, Unidad`),
    cantidades: [1, 25, 50, 100],
    precio: [8, 75],
    perecedero: false,
  },
  {
    nombre: 'Empaques',
    icono: 'InboxOutlined',
    peso: 12,
    productos: list(`Vaso desechable, Tapa para vaso, Pajilla, Bolsa de papel, Bolsa plástica,
      Servilleta, Papel encerado, Papel aluminio, Plástico para envolver, Caja para pizza,
      Contenedor de foam, Contenedor biodegradable, Cubiertos desechables, Cuchara plástica,
      Tenedor plástico, Porta vaso, Guantes de vinilo, Gorro desechable, Bolsa para sándwich,
      Etiqueta térmica, Rollo de papel térmico, Palillo, Envase para salsa, Bandeja de cartón`),
    variantes: list(`impreso, compostable, transparente, kraft, biodegradable, con logo, térmico,
      mediano, grande, pequeño`),
    marcas: list(`Dart, Plastiquim, Papelera Salvadoreña, Scott, Reynolds, Solo, Termoencogibles`),
    presentaciones: list(`8 oz, 12 oz, 16 oz, 22 oz, 32 oz, caja 1000 u, paquete 100 u,
      fardo 2000 u, rollo 300 pies, caja 12 rollos`),
    compra: list(`Caja, Fardo, Paquete, Rollo`),
    venta: list(`Unidad, Paquete, Rollo`),
    cantidades: [12, 50, 100, 500, 1000, 2000],
    precio: [10, 120],
    perecedero: false,
  },
  {
    nombre: 'Limpieza',
    icono: 'ClearOutlined',
    peso: 7,
    productos: list(`Desinfectante, Detergente en polvo, Jabón líquido para manos,
      Jabón lavatrastos, Cloro, Desengrasante, Limpiavidrios, Sanitizante de superficies,
      Alcohol gel, Papel higiénico, Papel toalla, Bolsa para basura, Esponja, Mascón, Trapeador,
      Escoba, Guantes de látex, Aromatizante, Insecticida`),
    variantes: list(`concentrado, multiusos, antibacterial, aroma lavanda, aroma limón, industrial,
      jumbo, negra, biodegradable`),
    marcas: list(`Clorox, Xedex, Fabuloso, Axión, Ecolab, Scott, Rosal, Lysol, Raid, Scotch-Brite`),
    presentaciones: list(`1 gal, 5 gal, 946 ml, 500 ml, 30 galones, fardo 48 rollos, caja 12 u,
      1 kg, 5 kg`),
    compra: list(`Galón, Caja, Fardo, Cubeta, Paquete`),
    venta: list(`Unidad, Galón, Rollo, Litro`),
    cantidades: [1, 4, 5, 12, 48],
    precio: [4, 60],
    perecedero: false,
  },
  {
    nombre: 'Otros',
    icono: 'AppstoreOutlined',
    peso: 4,
    productos: list(`Camisa polo con logo, Gorra con logo, Delantal, Red para cabello,
      Termómetro de cocina, Pila AA, Bombillo LED, Cinta adhesiva, Bolígrafo,
      Rollo para impresora fiscal, Marcador permanente, Extintor, Botiquín, Tabla para picar,
      Cuchillo de chef, Dispensador de servilletas, Exhibidor de menú`),
    variantes: list(`talla S, talla M, talla L, negro, azul, rojo, industrial, recargable,
      de acero inoxidable`),
    marcas: list(`Energizer, Duracell, Sylvania, Bic, Sharpie, Tramontina, Rubbermaid`),
    presentaciones: list(`unidad, paquete 4 u, caja 12 u, caja 24 u, juego`),
    compra: list(`Unidad, Caja, Paquete, Juego`),
    venta: list(`Unidad`),
    cantidades: [1, 4, 12, 24],
    precio: [2, 50],
    perecedero: false,
  },
];

/** Supplier names: line of business, a name, a legal form ('Lácteos La Campiña, S.A. de C.V.'). */
export const PROVEEDOR_GIROS = list(`Distribuidora, Comercializadora, Importadora, Lácteos,
  Panificadora, Avícola, Productos Alimenticios, Embutidos, Frutas y Verduras, Café, Empaques,
  Mariscos, Industrias, Agroindustrias, Suministros, Inversiones, Bebidas, Química`);

export const PROVEEDOR_NOMBRES = list(`San José, El Ángel, La Campiña, Santa Lucía, del Pacífico,
  Cuscatlán, La Única, El Sembrador, Centroamericana, Don Julián, Doña Inés, La Económica,
  Núñez Hermanos, Martínez e Hijos, Los Volcanes, El Bálsamo, Izalco, Montecristo, La Montañita,
  San Andrés, Peñate, Quiñónez, Ibáñez, Güija, Tecapa, El Trébol, La Fe, Jiquilisco, Comalapa,
  Chaparrastique, Guazapa, San Benito, Castañeda, Menjívar, La Palma, Sihuatehuacán`);

export const PROVEEDOR_FORMAS = [', S.A. de C.V.', ', S.A. de C.V.', ', S.A.', ', S. de R.L.', ''];
