import { Skeleton, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { todayInJohannesburg } from '@portal/domain/dates';
import { InlineError } from '@/components/ui/inline-error';
import { useConsents } from '../api/get-corrections';
import { useSetObjection } from '../api/request-correction';
import { privacyText as text } from './texts';

// The member's objection to direct marketing (issue 49 point 3; POPIA section 11(3)): a switch,
// honoured at once by the server (the referral call answers 403 while it stands) and by the
// portal (no referral offer is shown).

export function ObjectionSwitch() {
  const consents = useConsents();
  const setObjection = useSetObjection();
  if (consents.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={48} aria-hidden="true" />
      </Stack>
    );
  if (consents.isError) return <InlineError message={text.loadError} />;
  const { objection } = consents.data;
  const objects = setObjection.isPending ? setObjection.variables : objection.objects;
  return (
    <Stack gap="xs">
      <Switch
        label={text.objectionLabel}
        description={text.objectionDescription}
        checked={objects}
        disabled={setObjection.isPending}
        onChange={(event) => setObjection.mutate(event.currentTarget.checked)}
      />
      {objection.since ? (
        <Text size="xs" c="dimmed">
          {text.objectionSince(todayInJohannesburg(new Date(objection.since)))}
        </Text>
      ) : null}
      {setObjection.isError ? <InlineError message={text.objectionFailed} /> : null}
    </Stack>
  );
}
