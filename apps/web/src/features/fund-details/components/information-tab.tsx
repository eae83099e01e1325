import { ActionIcon, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import { addDays } from '@portal/domain/dates';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/ui/money';
import { Hint } from '@/components/ui/hint';
import { formatCalendarDate } from '@/lib/format';
import { fundDetailsMessages as text } from './messages';

/** spec 2 §9: the special living annuity product, whose view omits member category. */
export const LIVING_ANNUITY_PRODUCT = 'AF Retirement Income Solution LA';
export const SALARY_TOOLTIP =
  'Your pensionable salary can fluctuate due to pensionable bonuses, arrear contributions, missed payments or under/over payments.';

type Field = { label: string; value: string | null; hint?: string };
type Information = FundDetailsResponse['information'];

const date = (value: string | null) => (value === null ? null : formatCalendarDate(value));
const percent = (value: number | null) => (value === null ? null : `${value.toFixed(2)}%`);

type InformationTabProps = {
  information: Information;
  /** spec 2 §2, §6: contribution rates and pensionable salary are hidden for retail. */
  isRetailView: boolean;
};

/** spec 2 §2 Information tab: member and fund sections, with the two-pot, living annuity and
 * international (Client wording) variants. */
export function InformationTab({ information, isRetailView }: InformationTabProps) {
  const { member, fund } = information;
  const isLivingAnnuity = fund.fullProductName === LIVING_ANNUITY_PRODUCT;
  const isTwoPot = fund.twoPotIndicator === 'Y';
  const money = useMoney();
  // A paid-up member's salary and rates are the last that applied, up to the day before
  // contributions stopped; labelled so.
  const lastDay =
    member.contributionsStoppedOn === null
      ? null
      : formatCalendarDate(addDays(member.contributionsStoppedOn, -1));
  const lastOf = (label: string, lastLabel: string) =>
    lastDay === null ? label : `${lastLabel} (to ${lastDay})`;

  const memberSection: Field[] = fund.isGlobalProduct
    ? [
        { label: 'Master client status', value: member.masterMemberStatus },
        { label: 'Client no', value: member.memberNumber },
        { label: 'Client category', value: member.category },
        { label: 'Start date', value: date(member.dateJoined) },
      ]
    : [
        { label: 'Membership number', value: member.memberNumber },
        { label: 'Account status', value: member.accountStatus },
        { label: 'Master member status', value: member.masterMemberStatus },
        ...(isLivingAnnuity ? [] : [{ label: 'Member category', value: member.category }]),
        { label: 'Date joined', value: date(member.dateJoined) },
        { label: 'Date of transfer', value: date(member.dateOfTransfer) },
        { label: 'Pensionable service date', value: date(member.pensionableServiceDate) },
        { label: 'Account status effective date', value: date(member.accountStatusEffectiveDate) },
        { label: 'Normal retirement date', value: date(member.normalRetirementDate) },
        ...(isRetailView
          ? []
          : [
              {
                label: lastOf('Annual pensionable salary', 'Last salary'),
                value:
                  member.annualPensionableSalary === null
                    ? null
                    : money.rand(member.annualPensionableSalary),
                hint: SALARY_TOOLTIP,
              },
              {
                label: lastOf('Member contribution rate', 'Last member contribution rate'),
                value: percent(member.memberContributionRate),
              },
              {
                label: lastOf('Employer contribution rate', 'Last employer contribution rate'),
                value: percent(member.employerContributionRate),
              },
            ]),
      ];

  const fundSection: Field[] = isTwoPot
    ? [
        { label: 'Fund name', value: fund.fundName },
        { label: 'Scheme name', value: fund.schemeName },
        { label: 'Scheme number', value: fund.schemeNumber },
        { label: 'Joined scheme date', value: date(member.dateJoinedScheme) },
        { label: 'Membership number', value: member.memberNumber },
        {
          label: 'Pension service commencement date',
          value: date(fund.pensionServiceCommencementDate),
        },
      ]
    : [
        { label: 'Fund name', value: fund.fundName },
        { label: 'Product', value: fund.fullProductName },
        { label: 'Scheme name', value: fund.schemeName },
        { label: 'Scheme number', value: fund.schemeNumber },
        { label: 'Employer', value: fund.employerName },
      ];

  const sections = [
    {
      title: fund.isGlobalProduct ? 'Client information' : 'Member information',
      fields: memberSection,
    },
    { title: 'Fund information', fields: fundSection },
  ].map((section) => ({
    ...section,
    fields: section.fields.filter((field) => field.value !== null),
  }));

  if (sections.every((section) => section.fields.length === 0))
    return <Text>{text.noInformation}</Text>;
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Title order={3} fz="h5" mb="xs">
            {section.title}
          </Title>
          <SimpleGrid
            component="dl"
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            verticalSpacing="sm"
            m={0}
          >
            {section.fields.map((field) => (
              <div key={field.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {field.hint ? <WithHint label={field.label} hint={field.hint} /> : field.label}
                </Text>
                <Text component="dd" fw={600} m={0}>
                  {field.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function WithHint({ label, hint }: { label: string; hint: string }): ReactNode {
  return (
    <Group gap={4} component="span" wrap="nowrap">
      {label}
      <Hint label={hint} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          size="xs"
          color="navy"
          aria-label={`About ${label.toLowerCase()}`}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
            <path
              d="M12 11v6M12 7.5v.5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </ActionIcon>
      </Hint>
    </Group>
  );
}
