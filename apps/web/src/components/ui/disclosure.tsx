import { Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useId, type ReactNode } from 'react';

// A section that opens and closes under its title (WAI-ARIA's disclosure): a button saying whether
// it is open and naming the region it controls, inside a heading when the page's outline needs
// one. The closed section stays in the document, hidden. Mantine's Accordion does the same with
// its collapse animation and keyboard handling, code every page drawing one would load: the pages
// with one or a few such sections draw this instead.

export function Disclosure({
  title,
  headingOrder,
  isOpen,
  onToggle,
  id,
  panelPadding = 'md',
  children,
}: {
  title: ReactNode;
  /** The level of the heading the button sits in; none when the title is not a heading. */
  headingOrder?: 2 | 3 | 4 | undefined;
  isOpen: boolean;
  onToggle: () => void;
  /** The section's id, for links to it. */
  id?: string | undefined;
  /** The panel's padding (a Mantine spacing). */
  panelPadding?: 'xs' | 'md';
  children: ReactNode;
}) {
  const buttonId = useId();
  const panelId = useId();
  const button = (
    <UnstyledButton
      id={buttonId}
      type="button"
      w="100%"
      p="md"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text component="span" fw={700} fz="md">
          {title}
        </Text>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          style={{ transform: isOpen ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
        >
          <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </Group>
    </UnstyledButton>
  );
  return (
    <Paper withBorder radius="md" bg="white" miw={0} id={id}>
      {headingOrder ? (
        <Box component={`h${headingOrder}`} m={0} fz="inherit" fw="inherit">
          {button}
        </Box>
      ) : (
        button
      )}
      <Box
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        px={panelPadding}
        pb={panelPadding}
      >
        {children}
      </Box>
    </Paper>
  );
}
