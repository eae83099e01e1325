// Exact decimal arithmetic on the shortest decimal text of a number, so that money never drifts:
// 1.005 is the decimal 1.005 here (as a member typed it), not the binary 1.00499999999999989...
// DESIGN §4.5: money is integer cents, shares basis points, units and prices integer micro-units.

/** A decimal as sign, integer digits and scale: value = (negative ? -1 : 1) × digits / 10^scale. */
export type Decimal = {
  readonly negative: boolean;
  readonly digits: bigint;
  readonly scale: number;
};

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads a decimal text such as '123.4567', '-0.5', '1e-7' or '12.' exactly; null if it is not one. */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const exponent = Number(exponentText);
  const digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  let scaled = digits;
  if (scale < 0) {
    scaled = digits * 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && scaled !== 0n, digits: scaled, scale };
}

/** The exact decimal behind a finite number's shortest round-trip text (what `String(n)` shows). */
export function decimalFromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const parsed = parseDecimal(String(value));
  if (parsed === null) throw new RangeError(`Not a decimal number: ${value}`);
  return parsed;
}

/**
 * The decimal as an integer count of 10^-decimals, rounded half away from zero
 * (e.g. 1.005 at 2 decimals → 101n; -2.345 → -235n).
 */
export function toScaledInteger(decimal: Decimal, decimals: number): bigint {
  assertDecimals(decimals);
  const { digits, scale, negative } = decimal;
  let magnitude: bigint;
  if (scale <= decimals) {
    magnitude = digits * 10n ** BigInt(decimals - scale);
  } else {
    const divisor = 10n ** BigInt(scale - decimals);
    const quotient = digits / divisor;
    const remainder = digits % divisor;
    magnitude = remainder * 2n >= divisor ? quotient + 1n : quotient;
  }
  return negative ? -magnitude : magnitude;
}

/** Divides two integers, rounding the quotient half away from zero. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const magnitude = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -magnitude : magnitude;
}

/**
 * An integer count of 10^-decimals as plain text with exactly `decimals` places, optionally with
 * a no-break space between thousands (spec 3 §9: spaces as thousands separators; see
 * {@link groupThousands}).
 */
export function formatScaled(
  scaled: bigint | number,
  decimals: number,
  options: { groupThousands?: boolean } = {},
): string {
  assertDecimals(decimals);
  const value = BigInt(scaled);
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals);
  const grouped = options.groupThousands === true ? groupThousands(whole) : whole;
  return `${negative ? '-' : ''}${grouped}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * The space between thousands: U+00A0, a no-break space, so that a figure is never split over two
 * lines ('R 14' on one, '615.00' on the next). It looks like the spec's space (spec 3 §9).
 */
export const THOUSANDS_SEPARATOR = '\u00a0';

/** '1234567' → '1 234 567', the groups joined by {@link THOUSANDS_SEPARATOR}. */
export function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`Decimals must be a whole number from 0 to 20, got ${decimals}`);
  }
}
