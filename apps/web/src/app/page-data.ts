import type { PortalConfig } from '@portal/contract/config';
import { TransactionFilter, transactionFilterRange } from '@portal/domain/date-ranges';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { paths } from '@/config/paths';
import {
  claimAllowedQueryOptions,
  claimDraftQueryOptions,
  kbaStatusQueryOptions,
  resumeStepOf,
} from '@/features/claims/api/savings-claim';
import { memberClaimsQueryOptions } from '@/features/claims/api/get-member-claims';
import { detailsConfirmationQueryOptions } from '@/features/profile/api/get-details-confirmation';
import { contributionArrearsQueryOptions } from '@/features/contributions/api/get-contribution-arrears';
import { fundContributionsQueryOptions } from '@/features/contributions/api/get-fund-contributions';
import { externalFundsQueryOptions } from '@/features/external-funds/api/get-external-funds';
import { fundCostsQueryOptions } from '@/features/fund-details/api/get-fund-costs';
import { fundIdentityQueryOptions } from '@/features/fund-details/api/get-fund-identity';
import { glacierInfoQueryOptions } from '@/features/fund-details/api/get-glacier-info';
import { fundDetailsQueryOptions } from '@/features/fund-details/api/get-fund-details';
import { portfolioKeyFactsQueryOptions } from '@/features/fund-details/api/get-portfolio-key-facts';
import { transactionDetailsQueryOptions } from '@/features/fund-details/api/get-transaction-details';
import { internalFundsQueryOptions } from '@/features/funds/api/get-internal-funds';
import { inboxUnreadCountQueryOptions } from '@/features/inbox/api/get-unread-count';
import { messageThreadQueryOptions } from '@/features/messages/api/get-message-thread';
import { messageThreadsQueryOptions } from '@/features/messages/api/get-message-threads';
import { internalPoliciesQueryOptions } from '@/features/nominations/api/get-internal-policies';
import { nominationQueryOptions } from '@/features/nominations/api/get-nomination';
import { noticesQueryOptions } from '@/features/notices/api/get-notices';
import { portfolioHistoryQueryOptions } from '@/features/portfolio/api/get-portfolio-history';
import { portfolioSummaryQueryOptions } from '@/features/portfolio/api/get-portfolio-summary';
import { portfolioWindowOf } from '@/features/portfolio/hooks/use-portfolio-window';
import { profileChangesQueryOptions } from '@/features/profile/api/get-profile-changes';
import { projectionQueryOptions } from '@/features/projection/api/get-projection';
import { projectionsQueryOptions } from '@/features/projection/api/get-projections';
import {
  switchInstructionsQueryOptions,
  switchOptionsQueryOptions,
} from '@/features/switches/api/switches';
import { configQueryOptions } from '@/lib/portal-config';

// The calls a signed-in page makes first, started by the router as the page is opened: in
// parallel with the page's code and the session check rather than after them (this module is
// small and loads beside the page's own code).

/**
 * Starts a page's first calls; the few pages whose calls are set out in a module of their own
 * return once that module has loaded and started them (the calls themselves are not waited for).
 */
type PageData = (
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
) => void | Promise<void>;

function route(path: string): string {
  return path.replace(/^\//, '');
}

/** Runs `ask` with the configuration as soon as it is in (without one, the page asks itself). */
function withConfig(queryClient: QueryClient, ask: (config: PortalConfig) => void): void {
  queryClient
    .ensureQueryData(configQueryOptions())
    .then(ask)
    .catch(() => {
      // No configuration: the page asks for what it shows itself.
    });
}

/** Spec 1 §4: the funds held elsewhere load when their flag is on. */
function prefetchExternalFunds(queryClient: QueryClient): void {
  withConfig(queryClient, (config) => {
    if (config.features.externalFunds === true) {
      void queryClient.prefetchQuery(externalFundsQueryOptions());
    }
  });
}

/**
 * The savings withdrawal wizard opens at the draft's step, or at identity for a new claim, where
 * the security questions' status is shown first.
 */
function prefetchWithdrawal(queryClient: QueryClient, schemeNumber: string): void {
  void queryClient.prefetchQuery(claimAllowedQueryOptions(schemeNumber));
  queryClient
    .ensureQueryData(claimDraftQueryOptions(schemeNumber))
    .then(({ draft }) => {
      if (!draft || resumeStepOf(draft) === 1)
        void queryClient.prefetchQuery(kbaStatusQueryOptions());
    })
    .catch(() => {
      // No draft: the wizard shows its own error and asks again.
    });
}

const PAGE_DATA: Record<string, PageData> = {
  [route(paths.dashboard.path)]: (queryClient) => {
    void queryClient.prefetchQuery(noticesQueryOptions());
    void queryClient.prefetchQuery(internalFundsQueryOptions());
    // spec 1 §4: the policies load when their flag is on.
    withConfig(queryClient, (config) => {
      if (config.features.policies === true) {
        void queryClient.prefetchQuery(internalPoliciesQueryOptions());
      }
    });
    // The life cover card's beneficiary count, asked for now rather than once the covers are in.
    void queryClient.prefetchQuery(nominationQueryOptions());
    // The dashboard waits for the funds held elsewhere.
    prefetchExternalFunds(queryClient);
    // The Retirement income card (DESIGN §1e).
    void queryClient.prefetchQuery(projectionsQueryOptions());
    // An employer's contributions that have not reached the fund (issue 48).
    void queryClient.prefetchQuery(contributionArrearsQueryOptions());
    // The yearly confirmation of contact details and beneficiaries (issue 49 point 6).
    void queryClient.prefetchQuery(detailsConfirmationQueryOptions());
  },
  [route(paths.fundDetails.path)]: (queryClient, params) => {
    const { schemeNumber } = params;
    if (!schemeNumber) return;
    void queryClient.prefetchQuery(fundDetailsQueryOptions(schemeNumber));
    // The fund's Projection section (DESIGN §1e).
    void queryClient.prefetchQuery(projectionQueryOptions(schemeNumber));
    // An employer fund's Contributions section (issue 48; null for other products).
    void queryClient.prefetchQuery(fundContributionsQueryOptions(schemeNumber));
    // The fund's Costs section (its Effective Annual Cost).
    void queryClient.prefetchQuery(fundCostsQueryOptions(schemeNumber));
    // The fund's Your fund section (its identity, DESIGN §1e).
    void queryClient.prefetchQuery(fundIdentityQueryOptions(schemeNumber));
    // The key facts of the portfolios' fact sheets, shown with the portfolios.
    void queryClient.prefetchQuery(portfolioKeyFactsQueryOptions());
    // Whether the portfolios offer "Change investments" (the fund's switch options).
    void queryClient.prefetchQuery(switchOptionsQueryOptions(schemeNumber));
    // The Transaction details tab shows the last three months (spec 2 §4): asked for as soon as
    // the configuration gives today, whichever tab the address opens (the page is shown once they
    // are in, so that they do not push it down: a page drawn without them would stay a skeleton
    // in a browser without script).
    withConfig(queryClient, (config) => {
      const range = transactionFilterRange(TransactionFilter.ThreeMonths, config.today);
      void queryClient.prefetchQuery(transactionDetailsQueryOptions(schemeNumber, range));
      // Whether the fund is a Glacier plan (the hub's flyover), while the flyover's flag is on:
      // answered with the page, its arrival does not draw the whole page again once it is shown.
      if (config.features.glacierHubFlyover === true) {
        void queryClient.prefetchQuery(glacierInfoQueryOptions(schemeNumber));
      }
    });
  },
  [route(paths.changeInvestments.path)]: (queryClient, params) => {
    const { schemeNumber } = params;
    if (!schemeNumber) return;
    void queryClient.prefetchQuery(switchOptionsQueryOptions(schemeNumber));
    void queryClient.prefetchQuery(switchInstructionsQueryOptions());
  },
  [route(paths.claims.path)]: (queryClient) => {
    void queryClient.prefetchQuery(claimAllowedQueryOptions());
    void queryClient.prefetchQuery(memberClaimsQueryOptions());
  },
  [route(paths.savingsWithdrawal.path)]: (queryClient, params) => {
    const { schemeNumber } = params;
    if (!schemeNumber) return;
    prefetchWithdrawal(queryClient, schemeNumber);
  },
  [route(paths.retailSavingsWithdrawal.path)]: (queryClient, params) => {
    const { schemeNumber } = params;
    if (!schemeNumber) return;
    // The product first: the page is a retail product's.
    void queryClient.prefetchQuery(fundDetailsQueryOptions(schemeNumber));
    prefetchWithdrawal(queryClient, schemeNumber);
  },
  [route(paths.portfolios.path)]: (queryClient, _params, search) => {
    void queryClient.prefetchQuery(portfolioSummaryQueryOptions());
    void queryClient.prefetchQuery(portfolioHistoryQueryOptions(portfolioWindowOf(search)));
    prefetchExternalFunds(queryClient);
    // The Retirement income section (DESIGN §1e).
    void queryClient.prefetchQuery(projectionsQueryOptions());
  },
  [route(paths.statementsAndDocuments.path)]: (queryClient, _params, search) =>
    // The open tab's lists (their module loads beside the page's code, not with every page).
    import('@/features/documents/api/tab-lists')
      .then(({ prefetchTabLists }) => prefetchTabLists(queryClient, search))
      .catch(() => {
        // The module did not load: the tab asks for its lists itself.
      }),
  [route(paths.toolsAndCalculators.path)]: (queryClient) => {
    void queryClient.prefetchQuery(internalFundsQueryOptions());
  },
  [route(paths.retirementProjection.path)]: (queryClient) => {
    void queryClient.prefetchQuery(projectionsQueryOptions());
  },
  [route(paths.twoPotCalculator.path)]: (queryClient) => {
    void queryClient.prefetchQuery(projectionsQueryOptions());
  },
  [route(paths.profileDetails.path)]: (queryClient) => {
    // The profile itself is asked for by the signed-in frame's loader.
    void queryClient.prefetchQuery(profileChangesQueryOptions());
  },
  [route(paths.manageBeneficiaries.path)]: (queryClient) => {
    void queryClient.prefetchQuery(nominationQueryOptions());
  },
  [route(paths.inbox.path)]: (queryClient, _params, search) =>
    // The page of notices the address asks for (its module loads beside the page's code).
    import('@/features/inbox/api/prefetch-inbox')
      .then(({ prefetchInboxNotices }) => prefetchInboxNotices(queryClient, search))
      .catch(() => {
        // The module did not load: the page asks for its notices itself.
      }),
  [route(paths.messages.path)]: (queryClient) => {
    void queryClient.prefetchQuery(messageThreadsQueryOptions());
  },
  [route(paths.messageThread.path)]: (queryClient, params) => {
    if (params.reference)
      void queryClient.prefetchQuery(messageThreadQueryOptions(params.reference));
  },
  // A paid-up membership's options and transfers (their module loads beside the page's code).
  [route(paths.leavingService.path)]: (queryClient, { schemeNumber }) =>
    schemeNumber
      ? import('@/features/leaving-service/api/get-leaving-options')
          .then(({ prefetchLeavingService }) => prefetchLeavingService(queryClient, schemeNumber))
          .catch(() => {
            // The module did not load: the page asks for its options itself.
          })
      : undefined,
  // A membership's options at retirement (the module loads beside the page's code).
  [route(paths.retirementOptions.path)]: (queryClient, { schemeNumber }) =>
    schemeNumber
      ? import('@/features/leaving-service/api/get-retirement-options')
          .then(({ prefetchRetirementOptions }) =>
            prefetchRetirementOptions(queryClient, schemeNumber),
          )
          .catch(() => {
            // The module did not load: the page asks for its options itself.
          })
      : undefined,
  // The complaints' calls (their module loads beside the page's code, not with every page).
  [route(paths.complaints.path)]: (queryClient) =>
    import('@/features/complaints/api/prefetch-complaints')
      .then(({ prefetchComplaints }) => prefetchComplaints(queryClient))
      .catch(() => {
        // The module did not load: the page asks for its complaints itself.
      }),
  [route(paths.complaint.path)]: (queryClient, params) => {
    const { reference } = params;
    if (!reference) return;
    return import('@/features/complaints/api/prefetch-complaints')
      .then(({ prefetchComplaint }) => prefetchComplaint(queryClient, reference))
      .catch(() => {
        // The module did not load: the page asks for its complaint itself.
      });
  },
  [route(paths.myData.path)]: (queryClient) =>
    import('@/features/my-data/api/prefetch-my-data')
      .then(({ prefetchMyData }) => prefetchMyData(queryClient))
      .catch(() => {
        // The module did not load: the page asks for its archives itself.
      }),
  [route(paths.yourInformation.path)]: (queryClient) =>
    import('@/features/privacy/api/prefetch-privacy')
      .then(({ prefetchYourInformation }) => prefetchYourInformation(queryClient))
      .catch(() => {
        // The module did not load: the page asks for its calls itself.
      }),
};

/** Starts the first calls of the page at `path` (a route path of the member pages table). */
export async function prefetchPageData(
  path: string,
  queryClient: QueryClient,
  params: Params,
  search: URLSearchParams,
): Promise<void> {
  // Every signed-in page's header shows the unread notices' count (its bell): asked for with the
  // page, so that the server draws the header with it and the browser's first render is the same.
  void queryClient.prefetchQuery(inboxUnreadCountQueryOptions());
  await PAGE_DATA[path]?.(queryClient, params, search);
}
