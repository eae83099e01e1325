import { Paper, Stack, Text, Title } from '@mantine/core';

/** spec 1 §2.6, §2.7: the empty state of a beneficiary list (a title and a message). */
export function EmptyPanel({ title, message }: { title: string; message: string }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack gap={4} align="center" ta="center">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" maw={640}>
          {message}
        </Text>
      </Stack>
    </Paper>
  );
}
