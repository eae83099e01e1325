import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ProposalSummary } from '@/features/calculators/components/proposal-summary';

// '/proposals/:id' (authenticated): the page CreateProposal's redirectUrl opens in a new tab.
export function Component() {
  const { id = '' } = useParams();
  return (
    <Container size="md" py="xl">
      <ProposalSummary id={id} />
    </Container>
  );
}
