import { Decimal } from 'decimal.js';
import type { Row, SimState } from '../store';

/** The rate in force of a tax or withholding code (its latest line), in percent. */
export function codeRate(row: Row | undefined, linesKey: string): number | undefined {
  const lines = (row?.[linesKey] ?? []) as Row[];
  const last = lines[lines.length - 1];
  return typeof last?.Rate === 'number' ? last.Rate : undefined;
}

function withholdingFor(state: SimState, doc: Row) {
  // Withholding is deducted on the A/P invoice (category wtcc_Invoice), not on the order.
  if (doc.DocObjectCode !== 'oPurchaseInvoices') return undefined;
  const bp = state.businessPartners.find((b) => b.CardCode === doc.CardCode);
  if (bp?.SubjectToWithholdingTax !== 'boYES' || typeof bp.WTCode !== 'string') return undefined;
  const code = state.withholdingTaxCodes.find(
    (w) => w.WTCode === bp.WTCode && w.Inactive !== 'tYES',
  );
  const rate = codeRate(code, 'WithholdingTaxCodes_Lines');
  return rate === undefined ? undefined : { code: bp.WTCode, rate };
}

/**
 * Recomputes every derived amount of a document from its lines' Quantity, UnitPrice,
 * DiscountPercent and VatGroup, with the company's decimals (prices 4, amounts 2 in the fixtures):
 * LineTotal = Quantity × UnitPrice × (1 − DiscountPercent/100); tax per line on the amount after the
 * header discount; DocTotal = lines − discount + VatSum − withholding (SAP's "Total Payment Due").
 */
export function recalculate(state: SimState, doc: Row): void {
  const { priceDecimals, amountDecimals, withholdingMinimumBase } = state.company;
  const round = (d: Decimal, places: number) => d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const headerFactor = new Decimal(1).minus(
    new Decimal((doc.DiscountPercent as number) ?? 0).div(100),
  );
  const lines = (doc.DocumentLines ?? []) as Row[];

  let subtotal = new Decimal(0);
  let vatSum = new Decimal(0);
  let wtBase = new Decimal(0);
  for (const line of lines) {
    const rate =
      codeRate(
        state.vatGroups.find((v) => v.Code === line.VatGroup),
        'VatGroups_Lines',
      ) ?? 0;
    const unitPrice = round(new Decimal((line.UnitPrice as number) ?? 0), priceDecimals);
    const factor = new Decimal(1).minus(
      new Decimal((line.DiscountPercent as number) ?? 0).div(100),
    );
    const quantity = new Decimal((line.Quantity as number) ?? 0);
    const price = round(unitPrice.times(factor), priceDecimals);
    const lineTotal = round(quantity.times(unitPrice).times(factor), amountDecimals);
    const net = lineTotal.times(headerFactor);
    const taxTotal = round(net.times(rate).div(100), amountDecimals);
    const remaining = new Decimal((line.RemainingOpenQuantity as number) ?? quantity);

    line.UnitPrice = unitPrice.toNumber();
    line.Price = price.toNumber();
    line.PriceAfterVAT = round(
      price.times(new Decimal(rate).div(100).plus(1)),
      priceDecimals,
    ).toNumber();
    line.LineTotal = lineTotal.toNumber();
    line.TaxTotal = taxTotal.toNumber();
    line.OpenAmount =
      line.LineStatus === 'bost_Close'
        ? 0
        : round(remaining.times(price), amountDecimals).toNumber();
    subtotal = subtotal.plus(lineTotal);
    vatSum = vatSum.plus(taxTotal);
    if (line.WTLiable === 'tYES') wtBase = wtBase.plus(net);
  }

  const totalDiscount = round(subtotal.times(new Decimal(1).minus(headerFactor)), amountDecimals);
  const wt = withholdingFor(state, doc);
  const wtTaxable = round(wtBase, amountDecimals);
  const wtApplies = wt !== undefined && wtTaxable.greaterThan(withholdingMinimumBase);
  const wtAmount = wtApplies
    ? round(wtTaxable.times(wt.rate).div(100), amountDecimals)
    : new Decimal(0);
  const docTotal = subtotal.minus(totalDiscount).plus(vatSum).minus(wtAmount);

  doc.TotalDiscount = totalDiscount.toNumber();
  doc.VatSum = vatSum.toNumber();
  doc.WTAmount = wtAmount.toNumber();
  doc.WTApplied = wtAmount.toNumber();
  doc.BaseAmount = wtApplies ? wtTaxable.toNumber() : 0;
  doc.WithholdingTaxDataCollection = wtApplies
    ? [
        {
          WTCode: wt.code,
          Rate: wt.rate,
          TaxableAmount: wtTaxable.toNumber(),
          WTAmount: wtAmount.toNumber(),
        },
      ]
    : [];
  doc.DocTotal = docTotal.toNumber();
  doc.DocTotalSys = docTotal.toNumber();
  doc.DocTotalFc = 0;
}
