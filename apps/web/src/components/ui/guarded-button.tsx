import { Button, Stack, Text } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useId } from 'react';
import type { MouseEventHandler, ReactNode } from 'react';

// A form's primary button that waits for the form (spec 3 §2.8: "disabled when the form is
// invalid or untouched"): while it waits it looks and is announced as unavailable
// (aria-disabled), and says under it what is missing; it stays focusable and pressing it lets
// the form show its messages and move the focus to the first field that needs attention, where a
// button with `disabled` would do nothing and could not be reached by keyboard.

type GuardedButtonProps = ButtonProps & {
  children: ReactNode;
  /** What the member must do first, in words; null when the button can act. */
  missing: string | null;
  type?: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Where the button and its note line up in the form's row. */
  align?: 'flex-start' | 'flex-end';
};

export function GuardedButton({
  missing,
  children,
  type = 'button',
  align = 'flex-end',
  loading,
  disabled,
  ...rest
}: GuardedButtonProps) {
  const noteId = useId();
  // `disabled` stays for a button nothing on the page can make work (no product to choose).
  const isWaiting = missing !== null && !loading && !disabled;
  return (
    <Stack gap={4} align={align} style={{ maxWidth: '100%' }}>
      <Button
        {...rest}
        type={type}
        loading={loading}
        disabled={disabled}
        data-disabled={isWaiting || undefined}
        aria-disabled={isWaiting || undefined}
        aria-describedby={isWaiting ? noteId : undefined}
      >
        {children}
      </Button>
      {isWaiting ? (
        <Text
          id={noteId}
          size="sm"
          c="dimmed"
          ta={align === 'flex-end' ? 'right' : 'left'}
          maw="24rem"
        >
          {missing}
        </Text>
      ) : null}
    </Stack>
  );
}
