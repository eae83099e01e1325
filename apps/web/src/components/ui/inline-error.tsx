import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// spec 1 §8, spec 3 §2.11: the inline error: a title (default 'Error!', or 'Warning!' for a
// warning), a message, an optional close button, sizes small, medium and large.

export type InlineErrorSize = 'small' | 'medium' | 'large';
export type InlineErrorVariant = 'error' | 'warning';

const TEXT_SIZE: Record<InlineErrorSize, 'xs' | 'sm' | 'md'> = {
  small: 'xs',
  medium: 'sm',
  large: 'md',
};
const PADDING: Record<InlineErrorSize, 'xs' | 'sm' | 'md'> = {
  small: 'xs',
  medium: 'sm',
  large: 'md',
};

type InlineErrorProps = {
  message: ReactNode;
  title?: string;
  variant?: InlineErrorVariant;
  size?: InlineErrorSize;
  /** Shows a close button that calls this. */
  onClose?: () => void;
};

export function InlineError({
  message,
  title,
  variant = 'error',
  size = 'medium',
  onClose,
}: InlineErrorProps) {
  const heading = title ?? (variant === 'warning' ? 'Warning!' : 'Error!');
  // A colour without a shade gets Mantine's light tint; with a shade ('red.9') the light variant
  // paints the box in that solid colour, hiding the title. The title takes the contrast shade 9.
  const tone = variant === 'warning' ? 'amber' : 'red';
  return (
    <Alert
      role="alert"
      variant="light"
      color={tone}
      title={heading}
      p={PADDING[size]}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel="Close"
      data-size={size}
      styles={{
        title: {
          fontSize: `var(--mantine-font-size-${TEXT_SIZE[size]})`,
          color: `var(--mantine-color-${tone}-9)`,
        },
        closeButton: { color: 'var(--mantine-color-text)' },
      }}
    >
      <Text size={TEXT_SIZE[size]} c="var(--mantine-color-text)">
        {message}
      </Text>
    </Alert>
  );
}
