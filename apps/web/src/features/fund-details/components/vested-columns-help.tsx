import { Text } from '@mantine/core';
import { VESTED_COLUMNS } from '@portal/domain/vested-component';

// What the Portfolios table's VESTED and NON-VESTED columns hold (vested-help.tsx says why the
// page explains vested money twice).

type VestedColumnsHelpProps = {
  id: string;
  /** The overview shows the Vested chip this text can point to. */
  showPots: boolean;
  isTwoPot: boolean;
};

/** The Portfolios table's note on what its VESTED, NON-VESTED and AMOUNT columns hold. */
export function VestedColumnsHelp({ id, showPots, isTwoPot }: VestedColumnsHelpProps) {
  const share = isTwoPot
    ? "VESTED and NON-VESTED split each portfolio's share of your vested component (the money from before 1 September 2024) into its two parts."
    : "VESTED and NON-VESTED split each portfolio's value.";
  const total = showPots
    ? ' Added up over all portfolios, they make the Vested amount at the top of the page.'
    : '';
  const amount = isTwoPot
    ? " AMOUNT is the portfolio's whole value, so it also holds your savings and retirement pots."
    : '';
  return (
    <Text id={id} size="sm" c="dimmed">
      {`${share} ${VESTED_COLUMNS}${total}${amount}`}
    </Text>
  );
}
