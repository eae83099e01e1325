import { Accordion, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { NobCover } from '@portal/contract/policies';
import { parseFuneralCoverAmounts } from '@portal/domain/member';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Money, useMoney } from '@/components/ui/money';
import { useInternalPolicies } from '../api/get-internal-policies';
import { type FUNERAL_COVER_HEADER, LIFE_COVER_HEADER, lifeCoverAmountText } from '../utils/cover';

export const COVER_ERROR_MESSAGE =
  'Something went wrong fetching your cover. Please try logging in later.';

/**
 * spec 1 §2.6 cover overview: desktop a section, mobile an expandable Cover Overview expanded by
 * default. `header` picks the cover (life or funeral).
 */
export function CoverOverview({
  header,
}: {
  header: typeof LIFE_COVER_HEADER | typeof FUNERAL_COVER_HEADER;
}) {
  const policies = useInternalPolicies();
  const money = useMoney();
  const cover = policies.data?.find((candidate) => candidate.header === header);
  let content: ReactNode;
  if (policies.isLoading) {
    content = (
      <Center mih={80}>
        <Loader aria-label="Loading your cover" role="status" />
      </Center>
    );
  } else if (policies.isError) {
    content = <ErrorPanel title="Something went wrong" message={COVER_ERROR_MESSAGE} />;
  } else if (header === LIFE_COVER_HEADER) {
    const amount = lifeCoverAmountText(cover, money);
    content = (
      <Paper withBorder radius="md" p="md">
        <Text fw={700}>Unapproved life cover</Text>
        {amount ? (
          <Text fz="xl" fw={700}>
            {amount}
          </Text>
        ) : (
          <Text size="sm">No cover amount available.</Text>
        )}
      </Paper>
    );
  } else {
    content = <FuneralAmounts cover={cover} />;
  }
  return (
    <>
      <Stack component="section" aria-labelledby="cover-overview-heading" gap="sm" visibleFrom="sm">
        <Title order={2} id="cover-overview-heading" fz="h3">
          Cover overview
        </Title>
        {content}
      </Stack>
      <Accordion defaultValue="cover" variant="contained" hiddenFrom="sm">
        <Accordion.Item value="cover">
          <Accordion.Control>Cover Overview</Accordion.Control>
          <Accordion.Panel>{content}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}

/** spec 1 §3: the funeral amounts by label ('N to M' read as 'Children aged N to M'). */
function FuneralAmounts({ cover }: { cover: NobCover | undefined }) {
  const amounts = parseFuneralCoverAmounts(typeof cover?.amount === 'string' ? cover.amount : null);
  if (amounts.size === 0) return <Text size="sm">No cover amounts available.</Text>;
  return (
    // A table wider than the screen (large text on a phone) scrolls in its own box, not the page.
    <Table.ScrollContainer minWidth={240} maw={520}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Covered person</Table.Th>
            <Table.Th ta="right">Cover amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...amounts].map(([label, cents]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">
                <Money cents={cents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
