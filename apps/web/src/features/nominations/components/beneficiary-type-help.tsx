import { List, Text } from '@mantine/core';
import { BENEFICIARY_TYPE_NAMES } from '@portal/domain/nomination';
import { BENEFICIARY_TYPE_EXPLANATIONS, TRUSTEES_DECIDE } from '@portal/domain/nomination-channel';

/**
 * What each beneficiary type means, where the member chooses one, and for a retirement fund the
 * reminder that the trustees decide (section 37C of the Pension Funds Act).
 */
export function BeneficiaryTypeHelp({ id, isApproved }: { id: string; isApproved: boolean }) {
  return (
    <div id={id}>
      <Text size="sm" fw={700}>
        Which type to choose
      </Text>
      <List size="sm" spacing={4}>
        {BENEFICIARY_TYPE_NAMES.map((name) => (
          <List.Item key={name}>{BENEFICIARY_TYPE_EXPLANATIONS[name]}</List.Item>
        ))}
      </List>
      {isApproved ? (
        <Text size="sm" mt={4}>
          {TRUSTEES_DECIDE}
        </Text>
      ) : null}
    </div>
  );
}
