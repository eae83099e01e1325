import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SwitchOptions, SwitchRequest, SwitchScope } from '@portal/contract/switches';
import { useId, useState, type FormEvent } from 'react';
import { formatShare, SCOPE_LABELS } from './switch-format';

// Choosing the switch: what it applies to and the portfolios with whole percents adding to
// 100 % (decision 041: targets are portfolio codes with whole percents, 1–100). Each problem is
// written next to its field and listed in a summary above the button that takes the focus, so a
// screen reader hears what to fix.

type Portfolio = SwitchOptions['range'][number];

export type SwitchChoice = { scope: SwitchScope; shares: Record<string, string> };

export type ChoiceProblems = { fields: Record<string, string>; summary: string[] };

const REGULATION_28_WORDS: Record<Portfolio['regulation28'], string> = {
  compliant: 'Its fact sheet says it complies with Regulation 28.',
  notCompliant: 'Its fact sheet says it does not comply with Regulation 28 on its own.',
  notStated: 'Its fact sheet does not say whether it complies with Regulation 28.',
};

/** The problems with a choice, in plain sentences; none when it can be previewed. */
export function problemsOf(choice: SwitchChoice, range: readonly Portfolio[]): ChoiceProblems {
  const fields: Record<string, string> = {};
  const summary: string[] = [];
  let total = 0;
  let chosen = 0;
  for (const portfolio of range) {
    const raw = (choice.shares[portfolio.portfolioCode] ?? '').trim();
    if (raw === '' || raw === '0') continue;
    const message = !/^\d+$/.test(raw)
      ? `Enter a whole percent for ${portfolio.portfolioName}, such as 40.`
      : Number(raw) > 100
        ? `The share for ${portfolio.portfolioName} cannot be more than 100 %.`
        : null;
    if (message) {
      fields[portfolio.portfolioCode] = message;
      summary.push(message);
      continue;
    }
    total += Number(raw);
    chosen += 1;
  }
  if (summary.length > 0) return { fields, summary };
  if (chosen === 0) summary.push('Enter a share for at least one portfolio.');
  else if (total !== 100)
    summary.push(`The shares add up to ${total} %. They must add up to 100 %.`);
  return { fields, summary };
}

/** The request for a choice without problems. */
export function requestOf(schemeNumber: string, choice: SwitchChoice): SwitchRequest {
  return {
    schemeNumber,
    scope: choice.scope,
    targets: Object.entries(choice.shares)
      .map(([portfolioCode, raw]) => ({ portfolioCode, allocation: Number(raw.trim() || '0') }))
      .filter((target) => target.allocation > 0),
  };
}

function totalOf(shares: Record<string, string>): number | null {
  let total = 0;
  for (const raw of Object.values(shares)) {
    const value = raw.trim();
    if (value === '') continue;
    if (!/^\d+$/.test(value)) return null;
    total += Number(value);
  }
  return total;
}

export function SwitchForm({
  options,
  initial,
  isPreviewing,
  previewError,
  onReview,
}: {
  options: SwitchOptions;
  initial: SwitchChoice;
  isPreviewing: boolean;
  previewError: string | null;
  onReview: (choice: SwitchChoice) => void;
}) {
  const [choice, setChoice] = useState<SwitchChoice>(initial);
  const [problems, setProblems] = useState<ChoiceProblems | null>(null);
  const summaryId = useId();
  const held = new Map(options.current.value.map((line) => [line.portfolioCode, line.share]));
  const contributing = new Map(
    options.current.contributions.map((line) => [line.portfolioCode, line.share]),
  );
  const total = totalOf(choice.shares);
  const defaultPortfolio = options.range.find((portfolio) => portfolio.isDefault);

  const setShare = (code: string, value: string) => {
    setChoice((current) => ({ ...current, shares: { ...current.shares, [code]: value } }));
    // A fixed field's message goes as the member corrects it; the rest wait for the next review.
    if (problems?.fields[code])
      setProblems((current) =>
        current
          ? {
              ...current,
              fields: Object.fromEntries(
                Object.entries(current.fields).filter(([field]) => field !== code),
              ),
            }
          : current,
      );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(choice, options.range);
    if (found.summary.length > 0) {
      setProblems(found);
      requestAnimationFrame(() => document.getElementById(summaryId)?.focus());
      return;
    }
    setProblems(null);
    onReview(choice);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="switch-choose-heading">
      <Stack gap="lg">
        <Title order={2} fz="h3" id="switch-choose-heading">
          Choose your new investments
        </Title>
        <Radio.Group
          label="What should the change apply to?"
          description="Your existing savings are sold and bought into the new portfolios. Your future contributions are invested in the new portfolios from the trade date."
          value={choice.scope}
          onChange={(value) =>
            setChoice((current) => ({ ...current, scope: value as SwitchScope }))
          }
        >
          <Stack gap="xs" mt="xs">
            {(['both', 'value', 'contributions'] as const).map((scope) => (
              <Radio key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Radio.Group>

        {defaultPortfolio ? (
          <Paper
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby="default-heading"
          >
            <Title order={3} fz="h5" id="default-heading">
              The default portfolio
            </Title>
            <Text size="sm" mt={4}>
              {`${defaultPortfolio.portfolioName} is the fund's default portfolio: your money is invested in it unless you choose otherwise. Regulation 37 of the Pension Funds Act lets you switch out of the default portfolio free of charge at least once every 12 months, and the fund tells you its make-up, performance and fees in its fact sheet.`}
            </Text>
          </Paper>
        ) : null}

        <Stack
          gap="md"
          component="fieldset"
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          <Text component="legend" fw={700} mb="xs">
            Portfolios and their shares
          </Text>
          <Text size="sm">
            Enter a whole percent for each portfolio you want. Leave the others empty. The shares
            must add up to 100 %.
          </Text>
          {options.range.map((portfolio) => (
            <PortfolioField
              key={portfolio.portfolioCode}
              portfolio={portfolio}
              value={choice.shares[portfolio.portfolioCode] ?? ''}
              error={problems?.fields[portfolio.portfolioCode]}
              heldShare={held.get(portfolio.portfolioCode)}
              contributionShare={contributing.get(portfolio.portfolioCode)}
              isRetirementFund={options.isRetirementFund}
              onChange={(value) => setShare(portfolio.portfolioCode, value)}
            />
          ))}
          <Text fw={700} aria-live="polite">
            {total === null ? 'Total: not a whole number yet' : `Total: ${total} % of 100 %`}
          </Text>
        </Stack>

        {problems && problems.summary.length > 0 ? (
          <Alert
            variant="outline"
            color="red.9"
            title="Please check your choice"
            role="alert"
            id={summaryId}
            tabIndex={-1}
          >
            <List size="sm">
              {problems.summary.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {previewError ? (
          <Alert variant="outline" color="red.9" title="The change could not be shown" role="alert">
            {previewError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isPreviewing}>
            Review the change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PortfolioField({
  portfolio,
  value,
  error,
  heldShare,
  contributionShare,
  isRetirementFund,
  onChange,
}: {
  portfolio: Portfolio;
  value: string;
  error: string | undefined;
  heldShare: number | undefined;
  contributionShare: number | undefined;
  isRetirementFund: boolean;
  onChange: (value: string) => void;
}) {
  const now = [
    heldShare === undefined ? null : `${formatShare(heldShare)} of your savings`,
    contributionShare === undefined
      ? null
      : `${formatShare(contributionShare)} of your contributions`,
  ].filter(Boolean);
  const facts = [
    now.length > 0 ? `Now: ${now.join(', ')}.` : 'You hold none of it now.',
    portfolio.totalExpenseRatio === null
      ? 'Its fact sheet states no total expense ratio.'
      : `Total expense ratio ${portfolio.totalExpenseRatio.toFixed(2)}% a year.`,
    isRetirementFund ? REGULATION_28_WORDS[portfolio.regulation28] : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {portfolio.portfolioName}
            </Text>
            {portfolio.isDefault ? (
              <Badge variant="outline" color="blue.9">
                Default portfolio
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {facts.join(' ')}
          </Text>
        </Stack>
        <TextInput
          w="6rem"
          label={`Share in ${portfolio.portfolioName}`}
          styles={{ label: VISUALLY_HIDDEN }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          rightSection={
            <Text size="sm" aria-hidden="true">
              %
            </Text>
          }
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Group>
    </Paper>
  );
}

/** The label is read by screen readers; the portfolio's name beside the field is its visible label. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
