import { Anchor, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FundContact, FundIdentityAnswer } from '@portal/contract/fund-identity';
import type { ReactNode } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { useFundIdentity } from '../api/get-fund-identity';

// The "Your fund" section of fund details (DESIGN §1e): who the member's fund is (its FSCA and
// SARS numbers, its principal officer, or the provider of a product), who administers it, where
// to ask and complain (a written complaint answered within 30 days), and the ombud after that.
// Definition lists that stack at any width; telephone numbers and mailboxes are links.

export const YOUR_FUND_ERROR =
  'We could not load your fund’s details. Please try again later, or call the contact centre.';

/** A telephone number as a tel: address: its digits, with a leading + kept. */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

/** A website as the fund configures it ("www.pfa.org.za") as an address to open. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The section's content for one fund, with its own loading and error states. */
export function YourFundSection({ schemeNumber }: { schemeNumber: string }) {
  const identity = useFundIdentity(schemeNumber);
  if (identity.isPending)
    return (
      <Stack gap="sm">
        <VisuallyHidden role="status">Loading your fund’s details</VisuallyHidden>
        <Skeleton height={20} width="60%" aria-hidden="true" />
        <Skeleton height={120} aria-hidden="true" />
      </Stack>
    );
  if (identity.isError)
    return <InlineError title="Something went wrong" message={YOUR_FUND_ERROR} />;
  return <YourFund identity={identity.data.identity} />;
}

function YourFund({ identity }: { identity: FundIdentityAnswer }) {
  const isFund = identity.kind === 'Retirement fund';
  const { administrator, contactCentre, complaints, ombud } = identity;
  return (
    <Stack gap="lg">
      <Details
        rows={[
          ['Name', identity.fundName],
          [
            'Kind',
            isFund ? 'A retirement fund registered under the Pension Funds Act' : 'A product',
          ],
          ['FSCA registration number', identity.fscaRegistrationNumber],
          ['SARS approval number', identity.sarsApprovalNumber],
          ['Principal officer', identity.principalOfficer],
          ['Provider', identity.provider],
        ]}
      />
      <Group title="Administrator">
        <Details
          rows={[
            ['Name', administrator.name],
            ...(isFund
              ? ([['Section 13B approval number', administrator.section13bNumber]] as const)
              : []),
            ['Authorised financial services provider', `FSP ${administrator.fspNumber}`],
          ]}
        />
      </Group>
      <Group title="Contact centre">
        <Contact contact={contactCentre} />
      </Group>
      <Group title="Complaints">
        <Text>
          To complain, write or call using the details below. {isFund ? 'The fund' : 'We'} will
          answer a written complaint in writing within {complaints.answerWithinDays} days
          {isFund ? ' (section 30A of the Pension Funds Act)' : ''}.
        </Text>
        <Contact contact={complaints} />
      </Group>
      <Group title="If your complaint is not settled">
        <Text>
          If the answer does not settle your complaint, or none comes within{' '}
          {complaints.answerWithinDays} days, you may take it to the {ombud.name}. {ombud.remit}
        </Text>
        <Contact contact={ombud} />
      </Group>
    </Stack>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type Row = readonly [label: string, value: ReactNode | null];

/** Label and value pairs as a definition list, stacked so a narrow phone never scrolls sideways. */
function Details({ rows }: { rows: readonly Row[] }) {
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
    </Stack>
  );
}

function Contact({ contact }: { contact: FundContact }) {
  return (
    <Details
      rows={[
        ['Telephone', <Anchor href={telHref(contact.telephone)}>{contact.telephone}</Anchor>],
        ['Hours', contact.hours],
        ['Email', <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>],
        ['Post', contact.postalAddress.join(', ')],
        [
          'Website',
          contact.website ? (
            <Anchor href={websiteHref(contact.website)}>{contact.website}</Anchor>
          ) : null,
        ],
      ]}
    />
  );
}
