import { centsFromRand, formatRand, formatRandChange } from '@portal/domain/money';
import type { Cents } from '@portal/domain/money';
import { Fragment, useMemo } from 'react';
import { useAmountsHidden } from './amount-privacy';

// Every rand amount the portal shows goes through here, so that the privacy switch in the header
// hides them all. Amounts are written by the domain's formatRand: 'R 1 234.56' with no-break
// spaces (an amount never breaks over two lines) and a negative as '−R 250.00'. A hidden amount is replaced, not covered: the figure is not in the page at all
// (not in the text, an accessible name, a chart's labels or its table). Form inputs never use
// this: what a member types stays visible.

/** What a hidden amount shows instead of the figure. */
export const HIDDEN_AMOUNT = 'R •••••';
/** What a hidden holding that is not in rand (a number of units) shows instead. */
export const HIDDEN_FIGURE = '•••••';

export type MoneyFormat = {
  /** Whether amounts are hidden now. */
  isHidden: boolean;
  /** A wire rand amount (JSON number) as 'R 1 234 567.89', or {@link HIDDEN_AMOUNT}. */
  rand: (rand: number) => string;
  /** Integer cents as 'R 1 234 567.89', or {@link HIDDEN_AMOUNT}. */
  cents: (cents: Cents | number) => string;
  /** A change in integer cents, signed: '+R 1 000.00', '−R 250.00', or {@link HIDDEN_AMOUNT}. */
  centsChange: (cents: Cents | number) => string;
};

/** Formatters for text that is not a single amount (sentences, accessible names, chart labels). */
export function useMoney(): MoneyFormat {
  const isHidden = useAmountsHidden();
  return useMemo(
    () => ({
      isHidden,
      rand: (rand: number) => (isHidden ? HIDDEN_AMOUNT : formatRand(centsFromRand(rand))),
      cents: (cents: Cents | number) => (isHidden ? HIDDEN_AMOUNT : formatRand(cents)),
      centsChange: (cents: Cents | number) => (isHidden ? HIDDEN_AMOUNT : formatRandChange(cents)),
    }),
    [isHidden],
  );
}

type MoneyProps =
  | {
      /** A wire rand amount (JSON number). */
      rand: number;
      cents?: never;
    }
  | {
      /** Integer cents. */
      cents: Cents | number;
      rand?: never;
    };

/**
 * One rand amount as text ('R 1 234 567.89'), or 'R •••••' while amounts are hidden. With
 * `wrapsByGroup` (an amount that fits its box, fit-amount.ts), where even its smallest size does
 * not fit (a phone with text at 200 %) it wraps between its groups of three figures, never inside
 * one.
 */
export function Money(props: MoneyProps & { wrapsByGroup?: boolean }) {
  const money = useMoney();
  const text = props.cents === undefined ? money.rand(props.rand) : money.cents(props.cents);
  return props.wrapsByGroup ? <AmountBreaks text={text} /> : <>{text}</>;
}

/**
 * An amount's text with a place to wrap after each of its no-break spaces ('R 1 040 | 405.04'),
 * used only where wrapping is the last resort; its text is unchanged.
 */
export function AmountBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=[\u00a0\u202f ])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
