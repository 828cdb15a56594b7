import { describe, expect, it } from 'vitest';
import { FROZEN_SUPPLIER, WT_SUPPLIER } from './fixtures/business-partners';
import { PO_SERIES } from './fixtures/company';
import { defaultFixtures } from './fixtures/fixtures';
import { INACTIVE_WAREHOUSE } from './fixtures/warehouses';

const f = defaultFixtures();
const suppliers = f.businessPartners.filter((b) => b.CardType === 'cSupplier');
const BRANDS = ['Subway', 'Humo', 'Viva Expresso'];

describe('the demo company fixtures', () => {
  it('are the same on every load (no randomness)', () => {
    expect(defaultFixtures()).toEqual(f);
    expect(defaultFixtures()).not.toBe(f);
  });

  it('have a warehouse for every demo bodega and one inactive warehouse', () => {
    const codes = f.warehouses.map((w) => w.WarehouseCode);
    const bodegas = ['OF01', ...[1, 2, 3, 4, 5, 6].map((n) => `SW0${n}`)];
    bodegas.push(...[1, 2, 3, 4].flatMap((n) => [`HU0${n}`, `VE0${n}`]));
    expect(codes).toEqual(expect.arrayContaining(bodegas));
    expect(f.warehouses.filter((w) => w.Inactive === 'tYES').map((w) => w.WarehouseCode)).toEqual([
      INACTIVE_WAREHOUSE,
    ]);
  });

  it('have about a dozen suppliers per brand, in the expected lines of business', () => {
    for (const brand of BRANDS) {
      const own = suppliers.filter((b) => b.U_Marca === brand);
      expect(own.length).toBeGreaterThanOrEqual(12);
      const rubros = new Set(own.map((b) => b.U_Rubro));
      for (const rubro of [
        'Panadería',
        'Frutas y verduras',
        'Lácteos',
        'Carnes y embutidos',
        'Bebidas',
        'Empaques y desechables',
        'Limpieza e higiene',
      ]) {
        expect(rubros, `${brand} ${rubro}`).toContain(rubro);
      }
    }
  });

  it('give every supplier a Spanish name, a 9999-9999 phone, an e-mail, an address and a NIT', () => {
    for (const b of suppliers) {
      expect(b.Phone1).toMatch(/^\d{4}-\d{4}$/);
      expect(b.EmailAddress).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
      expect(b.Address).toBeTruthy();
      expect(b.FederalTaxID).toMatch(/^\d{4}-\d{6}-\d{3}-\d$/);
    }
    expect(new Set(f.businessPartners.map((b) => b.CardCode)).size).toBe(f.businessPartners.length);
  });

  it('have exactly one frozen supplier and one subject to withholding, with its code', () => {
    expect(suppliers.filter((b) => b.Frozen === 'tYES').map((b) => b.CardCode)).toEqual([
      FROZEN_SUPPLIER,
    ]);
    const wt = suppliers.filter((b) => b.SubjectToWithholdingTax === 'boYES');
    expect(wt.map((b) => b.CardCode)).toEqual([WT_SUPPLIER]);
    expect(f.withholdingTaxCodes.map((w) => w.WTCode)).toContain(wt[0]!.WTCode);
    expect(
      f.businessPartners.filter((b) => b.CardType === 'cCustomer').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('have 300+ items with unique codes, each bought from a supplier of its own brand', () => {
    expect(f.items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(f.items.map((i) => i.ItemCode)).size).toBe(f.items.length);
    const purchasable = f.items.filter((i) => i.PurchaseItem === 'tYES');
    for (const item of purchasable) {
      const supplier = suppliers.find((b) => b.CardCode === item.Mainsupplier);
      expect(supplier, String(item.ItemCode)).toBeDefined();
      expect(item.U_Marca).toBe(supplier!.U_Marca);
      expect(item.PurchaseItemsPerUnit).toBeGreaterThan(0);
      expect(item.PurchaseUnit).toBeTruthy();
      expect(item.InventoryUOM).toBeTruthy();
      expect(f.itemGroups.some((g) => g.Number === item.ItemsGroupCode)).toBe(true);
    }
    for (const brand of BRANDS) {
      expect(purchasable.filter((i) => i.U_Marca === brand).length).toBeGreaterThanOrEqual(90);
    }
    expect(f.items.filter((i) => i.PurchaseItem === 'tNO').length).toBeGreaterThanOrEqual(3);
    expect(f.items.filter((i) => i.Frozen === 'tYES').length).toBeGreaterThanOrEqual(5);
  });

  it('number purchase orders from series 62, the default for object 22', () => {
    expect(f.defaultSeries['22']).toBe(PO_SERIES);
    expect(f.series.find((s) => s.Series === PO_SERIES)).toMatchObject({
      Document: '22',
      Locked: 'tNO',
    });
    expect(f.series.find((s) => s.Series === f.defaultSeries['18'])).toMatchObject({
      Document: '18',
    });
  });
});
