import {
  Accordion,
  Badge,
  Box,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { NominationChannel } from '@portal/domain/nomination-channel';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useNomination } from '../api/get-nomination';
import {
  BENEFICIARIES_ERROR_MESSAGE,
  BENEFICIARIES_ERROR_TITLE,
  dotColour,
} from '../utils/display';
import { NominationBeneficiaries } from './nomination-beneficiaries';

const sectionValue = (nomination: ProductNomination) =>
  `${nomination.nominationTypeId}-${nomination.caseMbrKey}`;

/**
 * spec 1 §2.7 product beneficiaries: one expandable section per nomination with its coloured dot
 * (the product name is the label; the colour only repeats it), count chip, actions and table.
 */
export function ProductBeneficiaries({ referral }: { referral?: ReactNode }) {
  const nomination = useNomination();
  if (nomination.isPending) return <ProductBeneficiariesSkeleton />;
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
                <Stack gap={0} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700}>{item.key}</Text>
                  <Text size="xs" c="dimmed">
                    {item.membership.membershipNumber}
                    {item.membership.nominationChannel === NominationChannel.SignedForm
                      ? ' · Changed on a signed form'
                      : ''}
                  </Text>
                  {/* On a phone the count goes under the name, which then has the row's width. */}
                  <Badge variant="outline" color="gray.7" mt={4} hiddenFrom="sm">
                    {countText(count)}
                  </Badge>
                </Stack>
                <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }} visibleFrom="sm">
                  {countText(count)}
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

/** The products' sections in outline (name, number, then the table) while the nominations load. */
export function ProductBeneficiariesSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">Loading your beneficiaries</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        {Array.from({ length: 2 }, (_, index) => (
          <Paper key={index} withBorder radius="md" px="md" py="lg">
            <Group gap="sm" wrap="nowrap" mb="lg">
              <Skeleton height={14} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={18} width="30%" />
                <Skeleton height={12} width="15%" />
              </Stack>
            </Group>
            <Skeleton height={200} />
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'beneficiary' : 'beneficiaries'}`;
}
