import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';

// spec 3 §2.11: a toggle with on and off positions that reports a boolean; the full variant shows
// Yes or No on the track.

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
    />
  );
}
