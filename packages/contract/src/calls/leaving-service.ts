import type * as routes from '../leaving-service';
import type { RouteCall } from '../route-call';

// The calls of leaving-service.ts for the web app, without their schemas (route-call.ts), and the
// words the form and the server share (issue 49 point 4: a paid-up member's options on leaving
// service, Regulation 38; a section 14 transfer started online).

/** The kinds of fund a section 14 transfer may go to, in the order the form offers them. */
export const RECEIVING_FUND_TYPES = [
  'PreservationFund',
  'RetirementAnnuity',
  'NewEmployerFund',
] as const;
export type ReceivingFundTypeName = (typeof RECEIVING_FUND_TYPES)[number];

/** A transfer request's statuses, in order. */
export const TRANSFER_STATUSES = ['Submitted', 'WithAdministrator', 'Completed'] as const;
export type TransferStatusName = (typeof TRANSFER_STATUSES)[number];

/** The receiving fund's name at its longest. */
export const RECEIVING_FUND_NAME_MAX = 120;

/** A transfer request's reference: TRF- and eight letters and digits that cannot be mistaken. */
export const TRANSFER_REFERENCE_PATTERN = /^TRF-[0-9A-HJKMNP-TV-Z]{8}$/;

/** The words of a refused request, the form's and the server's alike. */
export const LEAVING_SERVICE_MESSAGES = {
  notLeft:
    'This membership is not paid-up: you are still contributing to this fund, so the options on leaving service do not apply to it yet.',
  receivingFundName: 'Please enter the name of the fund the money goes to.',
  receivingFundRegistration:
    'Enter the fund’s FSCA registration number as it is printed on its documents, for example 12/8/35478.',
  receivingFundType: 'Please choose the kind of fund the money goes to.',
  counsellingFirst:
    'Please read the information about your options and confirm that you have read it before you ask for a transfer.',
  transferOpen:
    'A transfer of this fund is already under way. Its status is shown below; you can ask for another once it is completed.',
} as const;

export const getLeavingServiceOptions: RouteCall<typeof routes.getLeavingServiceOptions> = {
  method: 'GET',
  path: '/api/LeavingService/GetOptions',
};

export const acknowledgeCounselling: RouteCall<typeof routes.acknowledgeCounselling> = {
  method: 'POST',
  path: '/api/LeavingService/AcknowledgeCounselling',
};

export const requestTransfer: RouteCall<typeof routes.requestTransfer> = {
  method: 'POST',
  path: '/api/LeavingService/RequestTransfer',
};

export const getTransferRequests: RouteCall<typeof routes.getTransferRequests> = {
  method: 'GET',
  path: '/api/LeavingService/GetTransferRequests',
};
