/**
 * The Shopify Integration modal's Currency list (spec 003 section 3: 31 entries, each with
 * code, label, symbol, abbreviation and name). `name` is what is saved; `code` is ISO 4217,
 * `abbreviation` the short form shoppers read next to a price.
 */
export interface ShopCurrency {
  code: string;
  label: string;
  symbol: string;
  abbreviation: string;
  name: string;
}

const c = (code: string, label: string, symbol: string, abbreviation: string, name: string): ShopCurrency => ({
  code,
  label,
  symbol,
  abbreviation,
  name,
});

export const SHOP_CURRENCIES: readonly ShopCurrency[] = [
  c('USD', 'US Dollar', '$', 'US$', 'dollar'),
  c('EUR', 'Euro', '€', 'EUR', 'euro'),
  c('GBP', 'British Pound', '£', 'GBP', 'pound'),
  c('CAD', 'Canadian Dollar', '$', 'CA$', 'canadian dollar'),
  c('AUD', 'Australian Dollar', '$', 'A$', 'australian dollar'),
  c('NZD', 'New Zealand Dollar', '$', 'NZ$', 'new zealand dollar'),
  c('CHF', 'Swiss Franc', 'CHF', 'Fr.', 'franc'),
  c('SEK', 'Swedish Krona', 'kr', 'SEK', 'swedish krona'),
  c('NOK', 'Norwegian Krone', 'kr', 'NOK', 'norwegian krone'),
  c('DKK', 'Danish Krone', 'kr', 'DKK', 'danish krone'),
  c('PLN', 'Polish Zloty', 'zł', 'PLN', 'zloty'),
  c('JPY', 'Japanese Yen', '¥', 'JPY', 'yen'),
  c('CNY', 'Chinese Yuan', '¥', 'RMB', 'yuan'),
  c('KRW', 'South Korean Won', '₩', 'KRW', 'won'),
  c('INR', 'Indian Rupee', '₹', 'Rs', 'rupee'),
  c('SGD', 'Singapore Dollar', '$', 'S$', 'singapore dollar'),
  c('HKD', 'Hong Kong Dollar', '$', 'HK$', 'hong kong dollar'),
  c('TWD', 'New Taiwan Dollar', '$', 'NT$', 'taiwan dollar'),
  c('THB', 'Thai Baht', '฿', 'THB', 'baht'),
  c('IDR', 'Indonesian Rupiah', 'Rp', 'IDR', 'rupiah'),
  c('MYR', 'Malaysian Ringgit', 'RM', 'MYR', 'ringgit'),
  c('PHP', 'Philippine Peso', '₱', 'PHP', 'philippine peso'),
  c('VND', 'Vietnamese Dong', '₫', 'VND', 'dong'),
  c('MXN', 'Mexican Peso', '$', 'MX$', 'mexican peso'),
  c('BRL', 'Brazilian Real', 'R$', 'R$', 'real'),
  c('ARS', 'Argentine Peso', '$', 'AR$', 'argentine peso'),
  c('CLP', 'Chilean Peso', '$', 'CLP$', 'chilean peso'),
  c('COP', 'Colombian Peso', '$', 'COL$', 'colombian peso'),
  c('AED', 'UAE Dirham', 'د.إ', 'AED', 'dirham'),
  c('SAR', 'Saudi Riyal', '﷼', 'SAR', 'riyal'),
  c('QAR', 'Qatari Riyal', 'ر.ق', 'QAR', 'qatari riyal'),
];

export const DEFAULT_SHOP_CURRENCY = SHOP_CURRENCIES[0]!;

/** Spec 003 section 3: matched by code, name, abbreviation or label (any case), defaulting to dollar. */
export function matchShopCurrency(value: unknown): ShopCurrency | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return SHOP_CURRENCIES.find((currency) =>
    [currency.code, currency.name, currency.abbreviation, currency.label].some((field) => field.toLowerCase() === wanted),
  );
}

/** A price as shoppers of this currency read it: the symbol (or code where the symbol is shared) and the amount. */
export function formatShopPrice(amount: number, currency: ShopCurrency): string {
  const digits = ['JPY', 'KRW', 'VND', 'CLP', 'IDR', 'COP'].includes(currency.code) ? 0 : 2;
  const number = amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const prefix = currency.symbol === '$' && currency.code !== 'USD' ? currency.abbreviation : currency.symbol;
  return /^[A-Za-z.]+$/.test(prefix) ? `${prefix} ${number}` : `${prefix}${number}`;
}
