import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FundGroupCover } from '@portal/contract/group-cover';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardGridColumns } from '@/components/layouts/card-grid';
import { paths } from '@/config/paths';
import { INVESTMENTS_AND_POLICIES_ID } from '../utils/cover';
import { GroupCoverCard, fundsWithGroupCover } from './group-cover-card';
import { LifeCoverSummaryCard } from './life-cover-summary-card';

type InvestmentsAndPoliciesProps = {
  /** The domain's showManageBeneficiaries rule (spec 1 §4), decided by the page. */
  canManageBeneficiaries: boolean;
  /** Each employer fund's group cover; the funds with cover share one card. */
  groupCovers?: readonly FundGroupCover[];
  /** Where a fund's Cover section is (its details page); none when fund details are off. */
  coverHref?: (schemeNumber: string) => string;
  isFuneralCoverOn: boolean;
  isLifeCoverOn: boolean;
  /** The referral banner of the nomination modal's success section (spec 1 §2.5). */
  referral?: ReactNode;
};

/** The dashboard's covers (the funds' group cover, the member's own policies) and the ways into the beneficiary pages. */
export function InvestmentsAndPolicies({
  canManageBeneficiaries,
  groupCovers = [],
  coverHref,
  isFuneralCoverOn,
  isLifeCoverOn,
  referral,
}: InvestmentsAndPoliciesProps) {
  const covered = fundsWithGroupCover(groupCovers);
  const hasGroupCoverCard = covered.length > 0;
  if (!canManageBeneficiaries && !isFuneralCoverOn && !isLifeCoverOn && !hasGroupCoverCard)
    return null;
  const hasBeneficiariesCard = canManageBeneficiaries || isFuneralCoverOn;
  const cardCount =
    Number(hasGroupCoverCard) + Number(isLifeCoverOn) + Number(hasBeneficiariesCard);
  return (
    <Stack
      component="section"
      aria-labelledby="investments-heading"
      mt="xl"
      gap="md"
      id={INVESTMENTS_AND_POLICIES_ID}
    >
      <Title order={2} id="investments-heading">
        Investments and policies
      </Title>
      <SimpleGrid cols={cardGridColumns(cardCount)} spacing="md">
        {hasGroupCoverCard ? <GroupCoverCard covers={covered} coverHref={coverHref} /> : null}
        {isLifeCoverOn ? (
          <LifeCoverSummaryCard canAdd={canManageBeneficiaries} referral={referral} />
        ) : null}
        {hasBeneficiariesCard ? (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Title order={3} fz="lg">
                Beneficiaries and cover
              </Title>
              <Text size="sm">See and update who receives your benefits.</Text>
              {canManageBeneficiaries ? (
                <Anchor component={Link} to={paths.manageBeneficiaries.getHref()}>
                  Manage beneficiaries
                </Anchor>
              ) : null}
              {isFuneralCoverOn ? (
                <Anchor component={Link} to={paths.funeralCover.getHref()}>
                  Funeral cover
                </Anchor>
              ) : null}
            </Stack>
          </Card>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/** The section's place while the covers load: its heading and two cards' worth of space. */
export function InvestmentsAndPoliciesSkeleton() {
  return (
    <Stack mt="xl" gap="md" aria-hidden="true">
      <Title order={2} component="p">
        Investments and policies
      </Title>
      <SimpleGrid cols={cardGridColumns(2)} spacing="md">
        <Skeleton height={150} radius="md" />
        <Skeleton height={150} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
