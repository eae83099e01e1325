import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// One look for every list of files on the page: each row names the document and its details on
// the left and its action (Download or status) on the right, wrapping below on a phone.

export type DocumentRow = {
  key: string;
  title: ReactNode;
  details: readonly ReactNode[];
  action: ReactNode;
};

export function DocumentList({ rows, label }: { rows: readonly DocumentRow[]; label: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Stack component="ul" gap={0} p={0} m={0} aria-label={label}>
        {rows.map((row, index) => (
          <Group
            key={row.key}
            component="li"
            justify="space-between"
            align="center"
            gap="sm"
            py="sm"
            wrap="wrap"
            style={{
              listStyle: 'none',
              borderTop: index > 0 ? '1px solid var(--mantine-color-gray-3)' : undefined,
            }}
          >
            <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Text fw={600}>{row.title}</Text>
              {row.details.map((detail, detailIndex) => (
                <Text key={detailIndex} size="sm" c={detailIndex > 0 ? 'dimmed' : undefined}>
                  {detail}
                </Text>
              ))}
            </Stack>
            {row.action}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** An empty list's sentence in the list's frame. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      {children}
    </Paper>
  );
}
