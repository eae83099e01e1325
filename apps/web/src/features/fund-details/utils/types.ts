import type { FundDetailsResponse } from '@portal/contract/fund-details';

export type FundInformation = FundDetailsResponse['information']['fund'];
