import {
  Alert,
  Button,
  List,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { useProjections } from '../api/get-projections';
import { FundProjectionView } from './fund-projection-view';

// The retirement projection (spec 3 §2.1, DESIGN §1e "One projection"): the member's projected
// funds, one at a time (the chosen one in `?fund=`, so that a link opens it), each with its
// summary, scenarios, what-ifs and the figures and assumptions behind them.

export const RETIREMENT_PROJECTION_TITLE = 'Retirement projection';
export const PROJECTION_ERROR_MESSAGE =
  'We could not work out your projection just now. Please try again.';
export const NO_PROJECTION_MESSAGE =
  'We have no fund to project for you: a projection needs a retirement or savings fund that is still growing.';
export const FUND_SEARCH_PARAMETER = 'fund';

/** The fund a page opens on: the one in the address, else the first retirement fund, else the first. */
export function chosenFund(
  projections: readonly FundProjection[],
  requested: string | null,
): FundProjection | undefined {
  return (
    projections.find((projection) => projection.schemeNumber === requested) ??
    projections.find((projection) => projection.inputs.kind === 'retirement') ??
    projections[0]
  );
}

export function RetirementProjectionPage() {
  const query = useProjections();
  const [search, setSearch] = useSearchParams();
  const data = query.data;
  if (query.isPending) return <ProjectionSkeleton />;
  if (query.isError || !data)
    return (
      <ProjectionFrame>
        <Alert color="red.9" variant="light" title="Error!" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{PROJECTION_ERROR_MESSAGE}</Text>
            <Button variant="outline" size="xs" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </ProjectionFrame>
    );
  const notProjected =
    data.notProjected.length > 0 ? (
      <Stack gap="xs">
        <Text fw={600}>Funds we do not project</Text>
        <List spacing={4}>
          {data.notProjected.map((fund) => (
            <List.Item key={fund.schemeNumber}>
              {fund.productName}: {fund.reason}
            </List.Item>
          ))}
        </List>
      </Stack>
    ) : null;
  const fund = chosenFund(data.projections, search.get(FUND_SEARCH_PARAMETER));
  if (!fund)
    return (
      <ProjectionFrame>
        <Stack gap="md">
          <Text>{NO_PROJECTION_MESSAGE}</Text>
          {notProjected}
        </Stack>
      </ProjectionFrame>
    );
  return (
    <ProjectionFrame>
      <Stack gap="lg">
        {data.projections.length > 1 ? (
          <NativeSelect
            label="Fund"
            maw={480}
            value={fund.schemeNumber}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              next.set(FUND_SEARCH_PARAMETER, event.currentTarget.value);
              setSearch(next, { replace: true });
            }}
            data={data.projections.map((projection) => ({
              value: projection.schemeNumber,
              label: `${projection.productName} (${projection.schemeNumber})`,
            }))}
          />
        ) : null}
        {/* A new fund starts its calculator afresh. */}
        <FundProjectionView
          key={fund.schemeNumber}
          projection={fund}
          assumptions={data.assumptions}
        />
        {notProjected}
      </Stack>
    </ProjectionFrame>
  );
}

export function ProjectionSkeleton() {
  return (
    <ProjectionFrame>
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading your projection</VisuallyHidden>
        <Stack gap="lg" aria-hidden="true">
          <Skeleton height={36} width={320} maw="100%" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      </div>
    </ProjectionFrame>
  );
}

function ProjectionFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      title={RETIREMENT_PROJECTION_TITLE}
      breadcrumbs={[
        { name: 'Tools and calculators', url: paths.toolsAndCalculators.getHref() },
        { name: RETIREMENT_PROJECTION_TITLE, url: paths.retirementProjection.getHref() },
      ]}
      description={
        <Text>
          What your savings may give you at retirement, in today’s money, and what you can change.
        </Text>
      }
    >
      {children}
    </PageFrame>
  );
}
