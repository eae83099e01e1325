import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';

// Spec 1 §2.1, §2.2, §6: claims, statements and documents and manage beneficiaries are for
// institutional and hybrid members; retail members do not see them in the header. A retail member
// who reaches one (an old link, a bookmark) is told where that page's contents are for them (their
// products' pages, opened from the dashboard) rather than "Page not found".

type Notice = { title: string; text: string; hybridText: string };

const NOTICES: Record<'claims' | 'documents' | 'beneficiaries', Notice> = {
  claims: {
    title: 'Your claims',
    text: 'Claims on your products are made with your financial adviser, not in the portal, except a savings withdrawal from a retirement annuity or a preservation fund: you make and follow it on that product’s page. Each of your products has a page with its value, transactions, statements and documents: open a product from your dashboard to find it.',
    hybridText:
      'The claims on your employer fund are in your institutional view: switch to it with the view switch in the header.',
  },
  documents: {
    title: 'Your statements and documents',
    text: 'Your statements, tax certificates and other documents are on each of your products’ pages. Open a product from your dashboard and choose its Information tab to find them.',
    hybridText:
      'The documents of your employer fund are in your institutional view: switch to it with the view switch in the header.',
  },
  beneficiaries: {
    title: 'Your beneficiaries',
    text: 'Your beneficiaries are on each of your products’ pages, in the Beneficiaries tab of the products that have one. Open a product from your dashboard to find them.',
    hybridText:
      'The beneficiaries of your employer fund are in your institutional view: switch to it with the view switch in the header.',
  },
};

function noticeFor(path: string): Notice {
  const top = path.replace(/^\/+/, '').split('/')[0];
  if (top === 'statements-and-documents') return NOTICES.documents;
  if (top === 'manage-beneficiaries') return NOTICES.beneficiaries;
  return NOTICES.claims;
}

/** The page a retail member sees at an institutional-only path: where its contents are for them. */
export function RetailPageNotice({ path, isHybrid }: { path: string; isHybrid: boolean }) {
  const notice = noticeFor(path);
  return (
    <PageFrame title={notice.title}>
      <Stack gap="md" maw="48rem">
        <Text>{notice.text}</Text>
        {isHybrid ? <Text>{notice.hybridText}</Text> : null}
        <Text>
          <Anchor component={Link} to={paths.dashboard.getHref()} fw={600}>
            Go to your dashboard
          </Anchor>
        </Text>
      </Stack>
    </PageFrame>
  );
}
