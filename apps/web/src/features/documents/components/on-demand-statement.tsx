import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { lazy } from 'react';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { InlineError } from '@/components/ui/inline-error';
import { formatCalendarDate } from '@/lib/format';
import { useInternalFunds } from '../api/get-internal-funds';
import { documentsMessages as text } from './messages';

// spec 2 §7 PeriodCheck and GenerateRealTime: an on-demand statement for one of the member's funds
// and a period of their choosing (on-demand-form.tsx). The form's code (its date pickers, its
// select and what they open in) loads apart from the page's: the server draws it with the page
// and the browser keeps what the server drew until its code arrives; drawn in the browser, a
// still likeness of the form holds its place (components/ui/lazy-panel.tsx).
const OnDemandForm = lazy(() =>
  import('./on-demand-form').then(({ OnDemandForm }) => ({ default: OnDemandForm })),
);

export function OnDemandStatement() {
  const funds = useInternalFunds();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="on-demand-heading"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="on-demand-heading">
          On-demand statement
        </Title>
        <Text size="sm">
          Choose a fund and a period to generate a statement of your investment up to its latest
          unit prices.
        </Text>
        {funds.isError ? (
          <InlineError message={text.fundsError} />
        ) : (
          <LazyPanel outline={<OnDemandOutline funds={funds.data ?? []} />}>
            <OnDemandForm funds={funds.data ?? []} isLoadingFunds={funds.isPending} />
          </LazyPanel>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The form's place while its code loads: the same fields, still (read only, out of the tab order,
 * taking no taps), so that nothing moves when the form arrives; heard as one sentence.
 */
function OnDemandOutline({ funds }: { funds: readonly InternalFund[] }) {
  // One fund is chosen for the member, and To then says up to when (as the form does).
  const calculationDate = funds.length === 1 ? funds[0]?.calculationDate : undefined;
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading the on-demand statement form</VisuallyHidden>
      {/* Below the form, its status (empty until asked) keeps the form's gap: hence pb. */}
      <Stack gap="sm" pb="md" aria-hidden="true" style={{ pointerEvents: 'none' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="Fund" placeholder="Please select..." required readOnly tabIndex={-1} />
          <TextInput label="From" placeholder="dd/mm/yyyy" required readOnly tabIndex={-1} />
          <TextInput
            label="To"
            placeholder="dd/mm/yyyy"
            description={
              calculationDate
                ? `Up to ${formatCalendarDate(calculationDate)}, the latest unit prices`
                : undefined
            }
            required
            readOnly
            tabIndex={-1}
          />
        </SimpleGrid>
        <Group>
          <Button disabled tabIndex={-1}>
            Generate statement
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
