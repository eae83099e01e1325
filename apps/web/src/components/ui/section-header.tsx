import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionHeaderProps = {
  title: string;
  /** The id of the heading, for `aria-labelledby` on the section it heads. */
  id?: string;
  order?: 2 | 3 | 4;
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
};

/** spec 3 §2.11: a section's heading row: title, optional description and actions. */
export function SectionHeader({ title, id, order = 2, description, actions }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Stack gap={4}>
        <Title order={order} id={id} fz={order === 2 ? 'h3' : 'h4'}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
