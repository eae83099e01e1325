import { Checkbox, List, Paper, Stack, Text } from '@mantine/core';

// spec 1 §2.5 consent texts, written out in full sentences (DESIGN §5: the spec paraphrases).
export const APPROVED_CONSENT_DECLARATIONS = [
  'I understand that the information I have given may change over time, and that it is my responsibility to keep it up to date through my member profile or through my employer’s Human Resources department.',
  'I understand that, in terms of the Pension Funds Act, the board of trustees of the fund has the ultimate authority to decide who receives my death benefit and in what proportions, and that this nomination guides but does not bind the trustees.',
  'I accept that the fund, its trustees and its administrator are not liable for any loss arising from information that is inaccurate, incomplete or out of date.',
  'I consent to the processing of the personal information I have given, about myself and my beneficiaries, for the purpose of administering my benefits.',
] as const;

export const UNAPPROVED_CONSENT_DECLARATIONS = [
  'I understand that this nomination cancels and replaces all my previous unapproved lump sum death benefit nominations.',
  'I confirm that the contact details I have given for my beneficiaries are accurate and complete.',
  'I consent to the processing of the personal information I have given, about myself and my beneficiaries, for the purpose of administering my benefits.',
] as const;

type ConsentSectionProps = {
  isApproved: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** spec 1 §2.5: the declarations and the consent box that must be ticked before Submit. */
export function ConsentSection({ isApproved, checked, onChange }: ConsentSectionProps) {
  const declarations = isApproved ? APPROVED_CONSENT_DECLARATIONS : UNAPPROVED_CONSENT_DECLARATIONS;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consent-heading">
      <Stack gap="sm">
        <Text fw={700} id="consent-heading" component="h3" fz="md" m={0}>
          Declaration
        </Text>
        <List size="sm" spacing={6}>
          {declarations.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
        <Checkbox
          label="I have read, understood and agree to the declarations above."
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
