import { Text } from '@mantine/core';

/**
 * The visible reason an action is disabled, named by the action's aria-describedby so a screen
 * reader reads it with the control.
 */
export function DisabledReason({ id, children }: { id: string; children: string }) {
  return (
    <Text id={id} size="sm">
      {children}
    </Text>
  );
}
