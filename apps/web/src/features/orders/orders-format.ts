import Decimal from 'decimal.js';

/**
 * Spec 2 §9: prices and list amounts with 4 decimals, report totals with 2. Amounts arrive as the
 * API's decimal strings and are formatted without passing through a float.
 */
const grouped = (fixed: string) => {
  const [whole = '0', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const withCommas = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${withCommas}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** '$1,234.5000': a price or a line's amount. */
export const formatPrice = (value: string | number) => `$${grouped(new Decimal(value).toFixed(4))}`;

/** '$1,234.50': a total in a report or a summary. */
export const formatTotal = (value: string | number) => `$${grouped(new Decimal(value).toFixed(2))}`;

/** A quantity: whole units without decimals, a corrected one with what it has (up to 4). */
export const formatQuantity = (value: string | number) => {
  const d = new Decimal(value);
  return d.isInteger() ? d.toFixed(0) : grouped(d.toDecimalPlaces(4).toString());
};
