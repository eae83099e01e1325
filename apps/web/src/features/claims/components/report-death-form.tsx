import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DECEASED_ALERT_RELATIONSHIPS,
  deceasedAlertLabels as label,
  type DeceasedAlertField,
} from '@portal/domain/deceased-alert-fields';
import type { deceasedAlertSchema } from '@portal/domain/deceased-alert';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextAreaField } from '@/components/ui/text-area-field';
import { isApiError } from '@/lib/api-client';
import { useToday } from '@/lib/portal-config';
import { useReportDeath } from '../api/report-death';
import {
  DeferredDateField,
  DeferredSelectField,
  loadRichFields,
} from './report-death-deferred-fields';

// 'Report a death' (spec 3 §7 SendDeceasedMemberAlert; the claims issue): the deceased's names,
// ID number and date of death, the reporter's relationship and contact details, checked with the
// domain's one schema, stored by the server with an audit row and acknowledged with a reference.

type Values = Record<DeceasedAlertField, string>;

const EMPTY: Values = {
  deceasedFirstName: '',
  deceasedLastName: '',
  deceasedIdNumber: '',
  dateOfDeath: '',
  relationship: '',
  reporterName: '',
  reporterPhone: '',
  reporterEmail: '',
  message: '',
};

const FIELD_ORDER = Object.keys(EMPTY) as DeceasedAlertField[];
const RELATIONSHIP_OPTIONS = DECEASED_ALERT_RELATIONSHIPS.map((name) => ({
  value: name,
  label: name,
}));

type Rules = { deceasedAlertSchema: typeof deceasedAlertSchema };
let rulesLoading: Promise<Rules> | undefined;

/** The form's rules (the domain's schema and the schema library), loaded once, when first needed. */
function loadRules(): Promise<Rules> {
  rulesLoading ??= import('@portal/domain/deceased-alert').catch((error: unknown) => {
    rulesLoading = undefined;
    throw error;
  });
  return rulesLoading;
}

/** The member starts on the form: the calendar and the list begin to load. */
function prepareForm() {
  void loadRichFields().catch(() => undefined);
}

/** The member nears Send: the rules begin to load (Send waits for them if they have not). */
function prepareRules() {
  void loadRules().catch(() => undefined);
}

export const REPORT_FAILED_MESSAGE = 'Something went wrong sending your report. Please try again.';
/** Refusals whose reason the server words for the reporter (e.g. the day's reports: 429). */
const SAID_BY_SERVER = [409, 429];

/** The reporter's details as the member's profile holds them (each may be missing). */
export type ReporterDetails = { name: string; phone: string; email: string };

type ReporterField = 'reporterName' | 'reporterPhone' | 'reporterEmail';
const REPORTER_FIELDS: Record<ReporterField, keyof ReporterDetails> = {
  reporterName: 'name',
  reporterPhone: 'phone',
  reporterEmail: 'email',
};

/**
 * The reporter is the signed-in member: their name, phone and email come from the profile once it
 * has loaded (`reporter`), into the fields the member has not typed in; they stay editable.
 */
export function ReportDeathForm({
  claimsHref,
  reporter,
}: {
  claimsHref: string;
  reporter?: ReporterDetails | undefined;
}) {
  const today = useToday();
  const report = useReportDeath();
  const [values, setValues] = useState<Values>(EMPTY);
  const [edited, setEdited] = useState<ReadonlySet<DeceasedAlertField>>(new Set());
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DeceasedAlertField, string>>>({});
  const [isRulesMissing, setIsRulesMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The profile arrives after the first paint: its details fill the reporter's fields the member
  // has not touched, never what they typed.
  const reporterKey = reporter ? JSON.stringify(reporter) : null;
  if (reporter && reporterKey !== prefilledFrom) {
    setPrefilledFrom(reporterKey);
    const next = { ...values };
    for (const [field, key] of Object.entries(REPORTER_FIELDS) as [
      ReporterField,
      keyof ReporterDetails,
    ][])
      if (!edited.has(field) && next[field] === '' && reporter[key] !== '')
        next[field] = reporter[key];
    setValues(next);
  }

  const set = (field: DeceasedAlertField) => (value: string) => {
    setEdited((current) => new Set(current).add(field));
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let rules: Rules;
    try {
      rules = await loadRules();
    } catch {
      setErrors({});
      setIsRulesMissing(true);
      return;
    }
    setIsRulesMissing(false);
    const checked = rules.deceasedAlertSchema(today).safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<DeceasedAlertField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as DeceasedAlertField | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    report.mutate(
      { ...values, message: values.message.trim() === '' ? undefined : values.message },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            const found: Partial<Record<DeceasedAlertField, string>> = {};
            for (const [field, list] of Object.entries(error.fieldErrors))
              found[field as DeceasedAlertField] = list[0];
            setErrors(found);
          }
        },
      },
    );
  };

  if (report.isSuccess)
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start" role="status">
          <Title order={2} fz="h3">
            Thank you for letting us know
          </Title>
          <Text>
            {`We have received your report. Your reference is ${report.data.reference}. Please keep it: the fund's claims team will contact you within five working days about the next steps and the documents they need, such as the death certificate.`}
          </Text>
          <Anchor component={Link} to={claimsHref}>
            Back to claims
          </Anchor>
        </Stack>
      </Paper>
    );

  const field = (name: DeceasedAlertField) => ({
    name,
    label: label[name],
    error: errors[name],
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={prepareForm}
      onPointerOver={prepareForm}
      aria-label="Report a death"
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          <Stack gap="md">
            <Title order={2} fz="h4">
              The person who passed away
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...field('deceasedFirstName')}
                value={values.deceasedFirstName}
                onChange={(e) => set('deceasedFirstName')(e.currentTarget.value)}
                required
              />
              <TextInput
                {...field('deceasedLastName')}
                value={values.deceasedLastName}
                onChange={(e) => set('deceasedLastName')(e.currentTarget.value)}
                required
              />
              <TextInput
                {...field('deceasedIdNumber')}
                inputMode="numeric"
                maxLength={13}
                value={values.deceasedIdNumber}
                onChange={(e) => set('deceasedIdNumber')(e.currentTarget.value.replace(/\D/g, ''))}
                required
              />
              <DeferredDateField
                {...field('dateOfDeath')}
                value={values.dateOfDeath}
                onChange={set('dateOfDeath')}
                today={today}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          <Stack gap="md">
            <Title order={2} fz="h4">
              About you
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DeferredSelectField
                {...field('relationship')}
                placeholder="Select your relationship"
                options={RELATIONSHIP_OPTIONS}
                value={values.relationship}
                onChange={set('relationship')}
              />
              <TextInput
                {...field('reporterName')}
                autoComplete="name"
                value={values.reporterName}
                onChange={(e) => set('reporterName')(e.currentTarget.value)}
                required
              />
              <TextInput
                {...field('reporterPhone')}
                type="tel"
                autoComplete="tel"
                value={values.reporterPhone}
                onChange={(e) => set('reporterPhone')(e.currentTarget.value)}
                required
              />
              <TextInput
                {...field('reporterEmail')}
                type="email"
                autoComplete="email"
                value={values.reporterEmail}
                onChange={(e) => set('reporterEmail')(e.currentTarget.value)}
                required
              />
            </SimpleGrid>
            <TextAreaField
              {...field('message')}
              value={values.message}
              onChange={set('message')}
              maxLength={1000}
            />
          </Stack>
        </Paper>
        {isRulesMissing ? (
          <Alert variant="outline" color="red.9" title="Your report was not sent" role="alert">
            {REPORT_FAILED_MESSAGE}
          </Alert>
        ) : null}
        {report.isError && !(isApiError(report.error) && report.error.status === 400) ? (
          <Alert variant="outline" color="red.9" title="Your report was not sent" role="alert">
            {isApiError(report.error) && SAID_BY_SERVER.includes(report.error.status)
              ? report.error.message
              : REPORT_FAILED_MESSAGE}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Anchor component={Link} to={claimsHref}>
            Cancel
          </Anchor>
          <Button
            type="submit"
            loading={report.isPending}
            onPointerEnter={prepareRules}
            onFocus={prepareRules}
          >
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
