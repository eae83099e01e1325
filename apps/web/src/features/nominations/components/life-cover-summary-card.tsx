import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NominationTypeId } from '@portal/domain/nomination';
import { lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Deferred } from '@/components/ui/deferred';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { Hint } from '@/components/ui/hint';
import { useMoney } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { useInternalPolicies } from '../api/get-internal-policies';
import { useNomination } from '../api/get-nomination';
import { BENEFICIARIES_ERROR_MESSAGE, COVER_EMPTY_MESSAGE } from '../utils/display';
import { LIFE_COVER_HEADER, lifeCoverAmountText } from '../utils/cover';

// The beneficiary forms load when Add is first chosen, not with the dashboard.
const ManageBeneficiariesModal = lazy(() =>
  import('./manage-beneficiaries-modal').then(({ ManageBeneficiariesModal }) => ({
    default: ManageBeneficiariesModal,
  })),
);

type LifeCoverSummaryCardProps = {
  canAdd: boolean;
  /** The referral banner of the modal's success section (spec 1 §2.5), supplied by the page. */
  referral?: ReactNode;
};

/**
 * spec 1 §2.5 life cover summary card: 'Insured amount' in rand and a chip with the beneficiary
 * count; or 'No beneficiaries nominated yet.' with Add and its tooltip. Shown only for a member with
 * an unapproved life cover. A failed load is an error, not an empty list (spec 1 §4 list view
 * state): the beneficiaries error text, no chip and no Add.
 */
export function LifeCoverSummaryCard({ canAdd, referral }: LifeCoverSummaryCardProps) {
  const policies = useInternalPolicies();
  const nomination = useNomination();
  const [isAdding, setIsAdding] = useState(false);
  const money = useMoney();
  const cover = policies.data?.find((candidate) => candidate.header === LIFE_COVER_HEADER);
  if (policies.isLoading) return <Skeleton height={140} radius="md" />;
  if (!cover) return null;
  const item = nomination.data?.productNominations.find(
    (candidate) => candidate.nominationTypeId === NominationTypeId.LifeCover,
  );
  const count = item?.beneficiaries.length ?? 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby="life-cover-card-title"
    >
      <Stack gap="xs" className={fitAmount.box}>
        <Title order={3} fz="lg" id="life-cover-card-title">
          <Anchor component={Link} to={paths.unapprovedLifeCover.getHref()} inherit>
            Unapproved life cover
          </Anchor>
        </Title>
        <Text size="sm">Insured amount</Text>
        <Text fw={700} className={fitAmount.amount} style={fitSize('var(--mantine-font-size-xl)')}>
          {lifeCoverAmountText(cover, money) ?? ''}
        </Text>
        {nomination.isPending ? (
          <Skeleton height={24} width={140} />
        ) : nomination.isError ? (
          <Text size="sm">{BENEFICIARIES_ERROR_MESSAGE}</Text>
        ) : count > 0 ? (
          <Group>
            <Badge variant="outline" color="gray.7">
              {count} {count === 1 ? 'beneficiary' : 'beneficiaries'}
            </Badge>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">No beneficiaries nominated yet.</Text>
            {canAdd && item ? (
              <Hint label={COVER_EMPTY_MESSAGE} multiline w={260}>
                <Button
                  size="xs"
                  onClick={() => setIsAdding(true)}
                  aria-description={COVER_EMPTY_MESSAGE}
                >
                  Add
                </Button>
              </Hint>
            ) : null}
          </Group>
        )}
      </Stack>
      {item && nomination.data ? (
        <Deferred when={isAdding}>
          <ManageBeneficiariesModal
            journey={isAdding ? { kind: 'add' } : null}
            nomination={item}
            memberName={nomination.data.person.firstName}
            referral={referral}
            onClose={() => setIsAdding(false)}
          />
        </Deferred>
      ) : null}
    </Card>
  );
}
