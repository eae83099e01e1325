import { Switch } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

// spec 3 §2.11: a toggle with on and off positions that reports a boolean; the full variant shows
// Yes or No on the track.

/**
 * The Yes/No text on the track: white on the coloured track, and on the light grey track (gray.3)
 * a dark grey (gray.8, about 9:1) instead of Mantine's gray.6 (about 2.6:1, below the 4.5:1 small
 * text needs).
 */
export const TOGGLE_TRACK_TEXT = {
  on: 'var(--mantine-color-white)',
  off: 'var(--mantine-color-gray-8)',
} as const;

/** The label reads like every other field label: 14 px, the labels' weight. */
const LABEL_STYLE: CSSProperties = {
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 'var(--mantine-font-weight-medium)',
};

type ToggleProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  variant?: 'standard' | 'full';
  disabled?: boolean;
  description?: ReactNode;
};

export function Toggle({
  label,
  checked,
  onChange,
  variant = 'standard',
  disabled,
  description,
}: ToggleProps) {
  const isFull = variant === 'full';
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
      color="accent.8"
      size={isFull ? 'xl' : 'md'}
      onLabel={isFull ? 'Yes' : undefined}
      offLabel={isFull ? 'No' : undefined}
      styles={{
        track: {
          '--switch-text-color': checked ? TOGGLE_TRACK_TEXT.on : TOGGLE_TRACK_TEXT.off,
        } as CSSProperties,
        label: LABEL_STYLE,
      }}
    />
  );
}
