/**
 * Exact conversion between integer minor units and the decimal strings some providers speak
 * (PayPal). No floating point: the digits are moved, never multiplied.
 */

/** ISO 4217 minor-unit exponents that are not 2. */
const EXPONENTS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0,
  VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** "10.10" USD → 1010; "500" JPY → 500; "1.5" USD → 150. Throws on anything that is not exact. */
export function toMinorUnits(value: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`"${value}" is not a decimal amount`);
  const exponent = currencyExponent(currency);
  const [, whole, fraction = ""] = match;
  if (fraction.length > exponent && /[^0]/.test(fraction.slice(exponent))) {
    throw new RangeError(`"${value}" has more decimals than ${currency.toUpperCase()} allows`);
  }
  const minor = Number(whole + fraction.slice(0, exponent).padEnd(exponent, "0"));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`"${value}" is too large`);
  return minor;
}

/** 1010 USD → "10.10"; 500 JPY → "500"; 1234 KWD → "1.234". */
export function fromMinorUnits(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${amount} is not a non-negative integer amount`);
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(amount);
  const digits = String(amount).padStart(exponent + 1, "0");
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
