import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './segmented-choice.module.css';

// A row of options of which one is chosen (a period, a unit, a view): radio buttons drawn as
// segments. It is drawn by CSS alone. Mantine's SegmentedControl keeps its items' elements in
// state, through their refs. It then measures them to slide its indicator. Each page that shows
// one re-renders it at once as the page is taken over, with the layout worked out again, in the
// middle of the first load. Here the chosen segment is coloured where it stands.

export type SegmentedOption<T extends string> = { value: T; label: ReactNode };

type SegmentedChoiceProps<T extends string> = {
  /** The group's accessible name. */
  'aria-label': string;
  data: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The chosen segment's colour: navy or the view's accent (white on either); white if none. */
  tone?: 'navy' | 'accent';
  size?: 'xs' | 'sm';
  /** The segments share the row's whole width. */
  fullWidth?: boolean;
  style?: CSSProperties;
};

const TONES: Record<'navy' | 'accent', string> = {
  navy: 'var(--mantine-color-navy-filled)',
  accent: 'var(--mantine-color-accent-8)',
};

export function SegmentedChoice<T extends string>({
  'aria-label': label,
  data,
  value,
  onChange,
  tone,
  size = 'sm',
  fullWidth = false,
  style,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  const toneStyle = tone
    ? ({ '--sc-color': TONES[tone], '--sc-label-color': 'var(--mantine-color-white)' } as const)
    : {};
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
      style={{ ...toneStyle, ...style }}
    >
      {data.map((option) => {
        const id = `${name}-${option.value}`;
        const isChosen = option.value === value;
        return (
          <div key={option.value} className={classes.control}>
            <input
              type="radio"
              className={classes.input}
              id={id}
              name={name}
              value={option.value}
              checked={isChosen}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} className={classes.label} data-active={isChosen || undefined}>
              <span className={classes.text}>{option.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
