import { useParams } from 'react-router';
import { ProposalSummary } from '@/features/calculators/components/proposal-summary';

// '/proposals/:id' (authenticated): the page CreateProposal's redirectUrl opens in a new tab. The
// summary draws the page's frame (PageFrame) with its title.
export function Component() {
  const { id = '' } = useParams();
  return <ProposalSummary id={id} />;
}
