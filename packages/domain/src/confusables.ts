import prototypes from 'unhomoglyph/data.json';
import { withoutInvisibleCharacters } from './text-names';

// Unicode Technical Standard #39 §4 (Confusable Detection): two strings are visually confusable
// when their skeletons are equal. The mapping is Unicode's confusables.txt (each character to its
// prototype: Cyrillic 'о' and Greek 'ο' to Latin 'o', Greek 'Α' to 'A', 'm' to 'rn'), as shipped
// by the unhomoglyph package (docs/decisions/031-names-compared-as-people-see-them.md). Kept
// apart from the form rules so that only the server, which compares names, loads the table.

const PROTOTYPE_OF: Readonly<Record<string, string>> = prototypes;

/**
 * UTS #39 §4 skeleton(X): NFD; remove every Default_Ignorable_Code_Point (here also the bidi
 * controls and U+180E: see text-names.ts); replace each character by its prototype from
 * confusables.txt; NFD again. The result is for comparing only, never for showing.
 */
export function skeleton(text: string): string {
  let mapped = '';
  for (const character of withoutInvisibleCharacters(text.normalize('NFD'))) {
    mapped += PROTOTYPE_OF[character] ?? character;
  }
  return mapped.normalize('NFD');
}

/** Whether `a` and `b` look alike on screen (UTS #39 §4: equal skeletons). */
export function areConfusable(a: string, b: string): boolean {
  return skeleton(a) === skeleton(b);
}
