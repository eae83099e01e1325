import { skeleton } from './confusables';
import { normalizeProductName } from './external-fund';

// spec 3 §5 'Please enter a unique Product Name': two of a member's funds never carry names that
// read the same on screen. Apart from external-fund.ts so that the web form, which never compares
// names, does not load Unicode's confusables table.

/**
 * The forms of a product name that are compared: the UTS #39 skeleton of the kept name in lower
 * case and in upper case. Case and confusability do not commute in confusables.txt: Cyrillic 'К'
 * is a prototype 'K' but its lower case 'к' maps to 'ĸ', while Latin 'ɑ' maps to 'a' but its upper
 * case 'Ɑ' to nothing; so a name matches when either form does. (A skeleton alone would tell
 * 'I' from 'i', as UTS #39 maps 'I' to 'l'.)
 */
export function productNameKeys(name: string): readonly [string, string] {
  const kept = normalizeProductName(name);
  return [skeleton(kept.toLowerCase()), skeleton(kept.toUpperCase())];
}

/** Whether two product names read the same: ignoring case, spacing, invisibles and look-alikes. */
export function isSameProductName(a: string, b: string): boolean {
  const [lowerA, upperA] = productNameKeys(a);
  const [lowerB, upperB] = productNameKeys(b);
  return lowerA === lowerB || upperA === upperB;
}

/** Whether `name` reads the same as one of `existing` (see `isSameProductName`). */
export function isProductNameTaken(name: string, existing: readonly string[]): boolean {
  return existing.some((other) => isSameProductName(name, other));
}
