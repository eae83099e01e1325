import { Accordion, Badge, Box, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useNomination } from '../api/get-nomination';
import { dotColour } from '../utils/display';
import { NominationBeneficiaries } from './nomination-beneficiaries';

export const BENEFICIARIES_ERROR_TITLE = 'Something went wrong';
export const BENEFICIARIES_ERROR_MESSAGE =
  'Something went wrong fetching your beneficiaries. Please try logging in later.';

const sectionValue = (nomination: ProductNomination) =>
  `${nomination.nominationTypeId}-${nomination.caseMbrKey}`;

/**
 * spec 1 §2.7 product beneficiaries: one expandable section per nomination with its coloured dot
 * (the product name is the label; the colour only repeats it), count chip, actions and table.
 */
export function ProductBeneficiaries({ referral }: { referral?: ReactNode }) {
  const nomination = useNomination();
  if (nomination.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="Loading your beneficiaries" role="status" />
      </Center>
    );
  }
  if (nomination.isError) {
    return <ErrorPanel title={BENEFICIARIES_ERROR_TITLE} message={BENEFICIARIES_ERROR_MESSAGE} />;
  }
  const { person, productNominations } = nomination.data;
  if (productNominations.length === 0) {
    return <Text>You have no products with beneficiary nominations.</Text>;
  }
  return (
    <Accordion
      multiple
      order={2}
      variant="separated"
      radius="md"
      defaultValue={productNominations.map(sectionValue)}
      chevronPosition="right"
    >
      {productNominations.map((item, index) => {
        const colour = dotColour(index);
        const count = item.beneficiaries.length;
        return (
          <Accordion.Item key={sectionValue(item)} value={sectionValue(item)}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap">
                <Box
                  aria-hidden="true"
                  w={14}
                  h={14}
                  style={{
                    borderRadius: '50%',
                    background: colour.fill,
                    boxShadow: `0 0 0 4px ${colour.ring}`,
                    flexShrink: 0,
                  }}
                />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700}>{item.key}</Text>
                  <Text size="xs" c="dimmed">
                    {item.membership.membershipNumber}
                    {item.membership.isRestricted
                      ? ' · Restricted: changes go through your HR department'
                      : ''}
                  </Text>
                </Stack>
                <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                  {count} {count === 1 ? 'beneficiary' : 'beneficiaries'}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <NominationBeneficiaries
                nomination={item}
                memberName={person.firstName}
                referral={referral}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
