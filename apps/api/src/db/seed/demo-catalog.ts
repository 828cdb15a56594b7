import type { CategoryIcon } from '@jarvis/contracts/catalog';
import { defaultFixtures, FROZEN_SUPPLIER } from '@jarvis/erp-sim';
import { seededRandom } from './demo-tickets';

/**
 * The demo catalogue, built from the SAP simulator's demo company so that every code Jarvis holds
 * exists in SAP: its suppliers (U_Marca gives the brand) and the items they sell (Mainsupplier,
 * PurchaseUnit, InventoryUOM, PurchaseItemsPerUnit, the price in price list 1). Deterministic.
 */

/** Categories, one per SAP item group (ItemsGroupCode). */
export const DEMO_CATEGORIES: { nombre: string; icono: CategoryIcon; grupo: number }[] = [
  { nombre: 'Panadería', icono: 'ShopOutlined', grupo: 101 },
  { nombre: 'Frutas y verduras', icono: 'AppleOutlined', grupo: 102 },
  { nombre: 'Lácteos', icono: 'GoldOutlined', grupo: 103 },
  { nombre: 'Carnes', icono: 'FireOutlined', grupo: 104 },
  { nombre: 'Mariscos', icono: 'CompassOutlined', grupo: 105 },
  { nombre: 'Abarrotes', icono: 'ShoppingOutlined', grupo: 106 },
  { nombre: 'Bebidas', icono: 'ExperimentOutlined', grupo: 107 },
  { nombre: 'Café y té', icono: 'CoffeeOutlined', grupo: 108 },
  { nombre: 'Carbón y gas', icono: 'ThunderboltOutlined', grupo: 109 },
  { nombre: 'Empaques', icono: 'InboxOutlined', grupo: 110 },
  { nombre: 'Limpieza', icono: 'ClearOutlined', grupo: 111 },
  { nombre: 'Otros', icono: 'AppstoreOutlined', grupo: 100 },
];

/**
 * Suppliers SAP has that Jarvis does not yet, one per brand, with their items: what 'Nuevo' and the
 * create-article dialog find (besides the frozen one, which they must refuse).
 */
export const DEMO_SUPPLIERS_ONLY_IN_SAP = ['PSW0010', 'PHU0013', 'PVE0012'];

/** Order days and lines per order by line of business (U_Rubro); 1 lunes … 7 domingo. */
const BY_RUBRO: Record<string, { dias: number[]; maxProductos: number; perecedero: boolean }> = {
  Panadería: { dias: [1, 3, 5], maxProductos: 15, perecedero: true },
  'Frutas y verduras': { dias: [2, 4, 6], maxProductos: 25, perecedero: true },
  Lácteos: { dias: [2, 5], maxProductos: 15, perecedero: true },
  'Carnes y embutidos': { dias: [1, 4], maxProductos: 20, perecedero: true },
  'Abarrotes y salsas': { dias: [3], maxProductos: 30, perecedero: false },
  Bebidas: { dias: [2], maxProductos: 20, perecedero: false },
  'Café y té': { dias: [1], maxProductos: 10, perecedero: false },
  'Carbón, leña y gas': { dias: [4], maxProductos: 5, perecedero: false },
  'Empaques y desechables': { dias: [3], maxProductos: 25, perecedero: false },
  'Limpieza e higiene': { dias: [5], maxProductos: 20, perecedero: false },
  Mariscos: { dias: [2, 5], maxProductos: 10, perecedero: true },
};

type Partner = {
  CardCode: string;
  CardName: string;
  CardType: string;
  AliasName: string;
  Phone1: string;
  EmailAddress: string;
  Address: string;
  Notes: string;
  Frozen: string;
  SubjectToWithholdingTax: string;
  U_Marca: string;
  U_Rubro: string;
};

type Item = {
  ItemCode: string;
  ItemName: string;
  ItemsGroupCode: number;
  PurchaseItem: string;
  Frozen: string;
  Mainsupplier: string | null;
  PurchaseUnit: string;
  PurchaseItemsPerUnit: number;
  InventoryUOM: string;
  ItemPrices: { PriceList: number; Price: number }[];
};

export type DemoSupplier = {
  codigo: string;
  nombre: string;
  nombreAbrv: string;
  marca: string;
  telefono: string;
  correo: string;
  direccion: string;
  descripcion: string;
  maxProductos: number;
  wtLiable: boolean;
  dias: number[];
};

export type DemoArticle = {
  articuloId: string;
  nombre: string;
  unidad: string;
  unidadVenta: string;
  cantidadCompra: string;
  minIngresoInv: string;
  maxIngresoInv: string;
  estado: 0 | 1;
  ppd: 0 | 1;
  isActive: 0 | 1;
  categoria: string;
};

export type DemoPrice = {
  proveedor: string;
  articuloId: string;
  precio: string;
  estado: 0 | 1;
  /** Past changes, oldest first, ending at `precio`. */
  historial: { precioAnterior: string; precioNuevo: string; diasAtras: number }[];
};

/** Ten-thousandths of a dollar as numeric(14,4) text. */
const money = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(4);

function shiftDays(dias: number[], by: number): number[] {
  return dias.map((d) => ((d - 1 + by) % 7) + 1).sort((a, b) => a - b);
}

export function buildDemoCatalog() {
  const random = seededRandom(7_007);
  const fixtures = defaultFixtures();
  const partners = (fixtures.businessPartners as unknown as Partner[]).filter(
    (p) =>
      p.CardType === 'cSupplier' &&
      p.CardCode !== FROZEN_SUPPLIER &&
      !DEMO_SUPPLIERS_ONLY_IN_SAP.includes(p.CardCode),
  );

  // A brand's second (third) supplier of a line of business comes on the following days.
  const seenRubro = new Map<string, number>();
  const suppliers: DemoSupplier[] = partners.map((p) => {
    const rubro = BY_RUBRO[p.U_Rubro] ?? { dias: [3], maxProductos: 20, perecedero: false };
    const key = `${p.U_Marca}|${p.U_Rubro}`;
    const nth = seenRubro.get(key) ?? 0;
    seenRubro.set(key, nth + 1);
    return {
      codigo: p.CardCode,
      nombre: p.CardName,
      nombreAbrv: p.AliasName,
      marca: p.U_Marca,
      telefono: p.Phone1,
      correo: p.EmailAddress,
      direccion: p.Address,
      descripcion: p.Notes,
      maxProductos: rubro.maxProductos,
      wtLiable: p.SubjectToWithholdingTax === 'boYES',
      dias: shiftDays(rubro.dias, nth),
    };
  });
  const byCode = new Map(partners.map((p) => [p.CardCode, p]));
  const categoryOf = new Map(DEMO_CATEGORIES.map((c) => [c.grupo, c.nombre]));

  const articles: DemoArticle[] = [];
  const prices: DemoPrice[] = [];
  for (const item of fixtures.items as unknown as Item[]) {
    const main = item.Mainsupplier ? byCode.get(item.Mainsupplier) : undefined;
    if (!main || item.PurchaseItem !== 'tYES' || item.Frozen === 'tYES') continue;
    const rubro = BY_RUBRO[main.U_Rubro];
    const perUnit = item.PurchaseItemsPerUnit;
    const estado = random() < 0.03 ? 0 : 1;
    articles.push({
      articuloId: item.ItemCode,
      nombre: item.ItemName,
      unidad: item.PurchaseUnit,
      unidadVenta: item.InventoryUOM,
      cantidadCompra: perUnit.toFixed(4),
      minIngresoInv: '0',
      // What a branch may enter at once: a few days' worth of the perishable, more of the rest.
      maxIngresoInv: (perUnit * (rubro?.perecedero ? 4 : 12)).toFixed(6),
      estado,
      ppd: random() < 0.1 ? 1 : 0,
      isActive: random() < 0.02 ? 0 : 1,
      categoria: categoryOf.get(item.ItemsGroupCode) ?? 'Otros',
    });

    // Other suppliers of the brand in the same line of business offer some of it, at their price.
    const base = Math.round((item.ItemPrices.find((p) => p.PriceList === 1)?.Price ?? 0) * 10_000);
    const sellers = [
      { codigo: main.CardCode, precio: base },
      ...partners
        .filter(
          (p) =>
            p.CardCode !== main.CardCode &&
            p.U_Marca === main.U_Marca &&
            p.U_Rubro === main.U_Rubro &&
            random() < 0.5,
        )
        .map((p) => ({ codigo: p.CardCode, precio: Math.round(base * (0.94 + random() * 0.14)) })),
    ];
    for (const seller of sellers) {
      const historial: DemoPrice['historial'] = [];
      if (random() < 0.15) {
        let precio = seller.precio;
        const changes = 1 + Math.floor(random() * 3);
        for (let i = 0; i < changes; i++) {
          const before = Math.round(precio / (1 + 0.02 + random() * 0.08));
          historial.unshift({
            precioAnterior: money(before),
            precioNuevo: money(precio),
            diasAtras: 20 + i * 45 + Math.floor(random() * 20),
          });
          precio = before;
        }
      }
      prices.push({
        proveedor: seller.codigo,
        articuloId: item.ItemCode,
        precio: money(seller.precio),
        estado,
        historial,
      });
    }
  }
  return { categories: DEMO_CATEGORIES, suppliers, articles, prices };
}
