import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StatementItem } from '@portal/contract/statements';
import { periodText } from '../utils/format';
import { documentsMessages as text } from './messages';
import { StatementDownload } from './statement-download';

/** spec 3 §3 "latestDetails": each fund's latest annual and quarterly statement, as cards. */
export function LatestStatements({ statements }: { statements: readonly StatementItem[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-statements-heading">
      <Title order={2} fz="h4" id="latest-statements-heading">
        Latest statements
      </Title>
      {statements.length === 0 ? (
        <Text size="sm">{text.noLatestStatements}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0}>
          {statements.map((statement) => (
            <Paper
              key={statement.statementId}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={6} h="100%" justify="space-between">
                <Stack gap={2}>
                  <Title order={3} fz="md">
                    {statement.statementTypeName}
                  </Title>
                  <Text size="sm">{statement.fundName}</Text>
                  <Text size="sm" c="dimmed">
                    {periodText(statement.fromDate, statement.toDate)}
                  </Text>
                </Stack>
                <div>
                  <StatementDownload statement={statement} />
                </div>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
