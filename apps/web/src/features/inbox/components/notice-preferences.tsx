import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  NOTICE_CATEGORY_LABELS,
  SECURITY_ALWAYS_EMAILED_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
} from '@portal/contract/calls/inbox';
import type { NoticePreference } from '@portal/contract/inbox';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InlineError } from '@/components/ui/inline-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useNoticePreferences, useSaveNoticePreferences } from '../api/notice-preferences';
import classes from './inbox.module.css';

// How each kind of notice reaches the member besides the inbox, which keeps every one: email and
// SMS, per category. Security notices are always emailed; SMS needs a mobile number on the
// profile. Nothing changes until the member saves, and a refused save changes nothing.

export const preferencesText = {
  heading: 'How we tell you',
  intro: 'Every notice is kept in your inbox. Choose which ones we also send you by email or SMS.',
  kind: 'Notices about',
  email: 'Email',
  sms: 'SMS',
  save: 'Save my choices',
  saved: 'Your choices are saved.',
  loadError: 'Something went wrong fetching your choices. Please try again later.',
  noEmail: 'There is no email address on your profile, so we cannot email you notices.',
  profileLink: 'Go to your profile',
} as const;

export function NoticePreferences() {
  const preferences = useNoticePreferences();
  // Held here: the form starts again from the saved choices, and the save's outcome stays said.
  const save = useSaveNoticePreferences();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="notice-preferences">
      <Stack gap="sm">
        <Title order={2} size="h3" id="notice-preferences">
          {preferencesText.heading}
        </Title>
        <Text size="sm">{preferencesText.intro}</Text>
        {preferences.isPending ? (
          <Skeleton height={220} radius="md" aria-hidden="true" />
        ) : preferences.isError ? (
          <ErrorPanel
            title="Something went wrong"
            message={preferencesText.loadError}
            height="small"
          >
            <Button variant="default" size="sm" onClick={() => void preferences.refetch()}>
              Try again
            </Button>
          </ErrorPanel>
        ) : (
          <PreferencesForm
            // A new answer (after a save) starts the form again from what was saved.
            key={JSON.stringify(preferences.data.preferences)}
            saved={preferences.data.preferences}
            mobileEnding={preferences.data.mobileEnding}
            hasEmail={preferences.data.hasEmail}
            save={save}
          />
        )}
      </Stack>
    </Paper>
  );
}

function PreferencesForm({
  saved,
  mobileEnding,
  hasEmail,
  save,
}: {
  saved: NoticePreference[];
  mobileEnding: string | null;
  hasEmail: boolean;
  save: ReturnType<typeof useSaveNoticePreferences>;
}) {
  const [choices, setChoices] = useState(saved);
  const isChanged = JSON.stringify(choices) !== JSON.stringify(saved);

  function choose(category: NoticePreference['category'], channel: 'email' | 'sms', on: boolean) {
    save.reset();
    setChoices((list) => list.map((p) => (p.category === category ? { ...p, [channel]: on } : p)));
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choices);
      }}
    >
      <Stack gap="sm">
        <ul className={classes.channels} aria-label={preferencesText.kind}>
          {choices.map((choice) => {
            const label = NOTICE_CATEGORY_LABELS[choice.category];
            const isSecurity = choice.category === 'security';
            const kindId = `notice-kind-${choice.category}`;
            return (
              <li key={choice.category} className={classes.channel}>
                <div role="group" aria-labelledby={kindId} className={classes.channelRow}>
                  <Text id={kindId} size="sm" className={classes.channelKind}>
                    {label}
                  </Text>
                  <Group gap="md" wrap="wrap">
                    <Checkbox
                      size="md"
                      label={preferencesText.email}
                      aria-label={`${preferencesText.email}: ${label}`}
                      checked={isSecurity || choice.email}
                      disabled={isSecurity}
                      onChange={(event) =>
                        choose(choice.category, 'email', event.currentTarget.checked)
                      }
                    />
                    <Checkbox
                      size="md"
                      label={preferencesText.sms}
                      aria-label={`${preferencesText.sms}: ${label}`}
                      checked={choice.sms}
                      // A choice already on can be turned off, whatever the profile holds.
                      disabled={mobileEnding === null && !choice.sms}
                      onChange={(event) =>
                        choose(choice.category, 'sms', event.currentTarget.checked)
                      }
                    />
                  </Group>
                </div>
              </li>
            );
          })}
        </ul>
        <Text size="sm">{SECURITY_ALWAYS_EMAILED_MESSAGE}</Text>
        {mobileEnding === null ? (
          <Text size="sm">
            {SMS_NEEDS_MOBILE_MESSAGE}{' '}
            <Anchor component={Link} to={paths.profileDetails.getHref()}>
              {preferencesText.profileLink}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">SMS go to your mobile number ending {mobileEnding}.</Text>
        )}
        {hasEmail ? null : <Text size="sm">{preferencesText.noEmail}</Text>}
        {save.isError ? (
          <InlineError
            message={
              isApiError(save.error)
                ? save.error.message
                : 'Your choices could not be saved. Please try again.'
            }
          />
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!isChanged}>
            {preferencesText.save}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {save.isSuccess ? preferencesText.saved : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
