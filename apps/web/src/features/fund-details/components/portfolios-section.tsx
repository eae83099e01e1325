import {
  ActionIcon,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { FundPortfolio } from '@portal/contract/fund-details';
import {
  formatPrice,
  formatUnits,
  priceMicroFromNumber,
  unitsFromNumber,
} from '@portal/domain/money';
import { useId, useState } from 'react';
import { ToastType, showToast } from '@/components/ui/toast';
import {
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_FAILED_TITLE,
  DOWNLOAD_SUCCESS_TITLE,
} from '@/components/ui/use-file-download';
import { HIDDEN_FIGURE, useMoney } from '@/components/ui/money';
import type { MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useDownloadPortfolioDocument } from '../api/download-portfolio-document';
import { usePortfolioKeyFacts } from '../api/get-portfolio-key-facts';
import { fundDetailsMessages as text } from './messages';
import {
  KeyFactsGrid,
  KeyFactsList,
  KeyFactsPlaceholder,
  type KeyFactsState,
} from './portfolio-key-facts';
import { VestedColumnsHelp } from './vested-columns-help';

export type PortfolioView = 'rand' | 'units';

type Column = {
  header: string;
  value: (p: FundPortfolio, money: MoneyFormat) => string;
  views: PortfolioView[];
};

// spec 2 §2, §9: allocation 0 decimals, units 4, unit price 6, money in rand. Our reading of the
// R/U toggle: R shows the rand columns, U the units and unit price; both keep the rest. While
// amounts are hidden (the header's privacy switch) the member's units go too: units × the price
// would give the amount away.
const COLUMNS: Column[] = [
  {
    header: 'EFFECTIVE DATE',
    value: (p) => formatCalendarDate(p.effectiveDate),
    views: ['rand', 'units'],
  },
  {
    header: 'CONTRIBUTION ALLOCATION',
    value: (p) => `${Math.round(p.contributionAllocation)}%`,
    views: ['rand', 'units'],
  },
  { header: 'AMOUNT', value: (p, money) => money.rand(p.fundCredit), views: ['rand'] },
  { header: 'VESTED', value: (p, money) => money.rand(p.available), views: ['rand'] },
  { header: 'NON-VESTED', value: (p, money) => money.rand(p.notAvailable), views: ['rand'] },
  { header: 'EXCHANGE RATE', value: (p) => p.exchangeRate.toFixed(4), views: ['rand', 'units'] },
  {
    header: 'UNITS',
    value: (p, money) => (money.isHidden ? HIDDEN_FIGURE : formatUnits(unitsFromNumber(p.units))),
    views: ['units'],
  },
  {
    header: 'UNIT PRICE',
    value: (p) => (p.unitPrice === null ? '—' : formatPrice(priceMicroFromNumber(p.unitPrice))),
    views: ['units'],
  },
];

type PortfoliosSectionProps = {
  portfolios: FundPortfolio[] | null;
  isMobile: boolean;
  /** The overview above shows the Vested chip that the VESTED and NON-VESTED columns add up to. */
  showPots?: boolean;
  /** The fund is split into the savings and retirement pots of 1 September 2024. */
  isTwoPot?: boolean;
};

/**
 * spec 2 §2 Portfolios: a table on desktop, cards on mobile, an R/U toggle and fact sheets; each
 * portfolio's key facts from its fact sheet (in its card on mobile, in a grid below the table).
 */
export function PortfoliosSection({
  portfolios,
  isMobile,
  showPots = false,
  isTwoPot = false,
}: PortfoliosSectionProps) {
  const [view, setView] = useState<PortfolioView>('rand');
  const helpId = useId();
  const download = useDownloadPortfolioDocument();
  const money = useMoney();
  const keyFacts = usePortfolioKeyFacts();
  const columns = COLUMNS.filter((column) => column.views.includes(view));
  const factsState: KeyFactsState = keyFacts.isSuccess
    ? {
        status: 'success',
        byUdwId: new Map(keyFacts.data.portfolios.map((facts) => [facts.udwID, facts])),
      }
    : { status: keyFacts.isError ? 'error' : 'pending' };

  if (portfolios === null) return <Text>{text.portfoliosError}</Text>;
  if (portfolios.length === 0) return <Text>{text.noPortfolios}</Text>;

  function handleDownload(portfolio: FundPortfolio) {
    // spec 1 §8: the shared download notices (the success message, not quoted, names the file).
    download.mutate(portfolio.udwID, {
      onSuccess: (fileName) =>
        showToast({
          type: ToastType.Success,
          title: DOWNLOAD_SUCCESS_TITLE,
          message: `The fact sheet for ${portfolio.name} was saved as ${fileName}.`,
        }),
      onError: () =>
        showToast({
          type: ToastType.Error,
          title: DOWNLOAD_FAILED_TITLE,
          message: DOWNLOAD_FAILED_MESSAGE,
        }),
    });
  }

  const downloadButton = (portfolio: FundPortfolio) => (
    <ActionIcon
      variant="subtle"
      color="navy"
      aria-label={`Download fact sheet for ${portfolio.name}`}
      loading={download.isPending && download.variables === portfolio.udwID}
      onClick={() => handleDownload(portfolio)}
    >
      <DownloadIcon />
    </ActionIcon>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedChoice
          aria-label="Show portfolio values in"
          value={view}
          onChange={setView}
          tone="navy"
          data={[
            { value: 'rand', label: <ToggleLabel short="R" long="Rand" /> },
            { value: 'units', label: <ToggleLabel short="U" long="Units" /> },
          ]}
        />
      </Group>
      {view === 'rand' ? (
        <VestedColumnsHelp id={helpId} showPots={showPots} isTwoPot={isTwoPot} />
      ) : null}
      {isMobile ? (
        <SimpleGrid cols={1} spacing="sm">
          {portfolios.map((portfolio) => (
            <Card
              key={portfolio.udwID}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={portfolio.name}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{portfolio.name}</Text>
                {downloadButton(portfolio)}
              </Group>
              <dl style={{ margin: 0 }}>
                {columns.map((column) => (
                  <Group key={column.header} justify="space-between" gap="xs" wrap="nowrap">
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'nowrap' }}>
                      {column.value(portfolio, money)}
                    </Text>
                  </Group>
                ))}
              </dl>
              <MobileKeyFacts udwID={portfolio.udwID} name={portfolio.name} state={factsState} />
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table
            verticalSpacing="sm"
            aria-label="Portfolios"
            aria-describedby={view === 'rand' ? helpId : undefined}
            striped
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>NAME</Table.Th>
                {columns.map((column) => (
                  <Table.Th
                    key={column.header}
                    ta={column.header === 'EFFECTIVE DATE' ? 'left' : 'right'}
                  >
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Fact sheet</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {portfolios.map((portfolio) => (
                <Table.Tr key={portfolio.udwID}>
                  <Table.Th scope="row" fw={600}>
                    {portfolio.name}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.header}
                      ta={column.header === 'EFFECTIVE DATE' ? 'left' : 'right'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {column.value(portfolio, money)}
                    </Table.Td>
                  ))}
                  <Table.Td>{downloadButton(portfolio)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isMobile ? null : <KeyFactsGrid portfolios={portfolios} state={factsState} />}
    </Stack>
  );
}

/** A portfolio's key facts inside its card on a phone, under a heading of their own. */
function MobileKeyFacts({
  udwID,
  name,
  state,
}: {
  udwID: string;
  name: string;
  state: KeyFactsState;
}) {
  const headingId = useId();
  const facts = state.status === 'success' ? state.byUdwId.get(udwID) : undefined;
  return (
    <Stack component="section" aria-labelledby={headingId} gap={6} mt="sm">
      <Text component="h3" id={headingId} fw={700} size="sm">
        Key facts
        <VisuallyHidden> of {name}</VisuallyHidden>
      </Text>
      {state.status !== 'success' ? (
        <KeyFactsPlaceholder state={state} />
      ) : facts ? (
        <KeyFactsList facts={facts} />
      ) : (
        <Text size="sm">The fact sheet you can download has this portfolio’s facts.</Text>
      )}
    </Stack>
  );
}

function ToggleLabel({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{long}</VisuallyHidden>
    </>
  );
}

function DownloadIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
