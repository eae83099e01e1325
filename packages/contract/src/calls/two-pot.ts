import type * as routes from '../two-pot';
import type { RouteCall } from '../route-call';

// The calls of two-pot.ts for the web app, without their schemas (route-call.ts).

export const getBankBranchCodes: RouteCall<typeof routes.getBankBranchCodes> = {
  method: 'GET',
  path: '/api/TwoPot/BankBranchCodes',
};

export const getDocumentTypes: RouteCall<typeof routes.getDocumentTypes> = {
  method: 'GET',
  path: '/api/TwoPot/GetDocumentTypes',
};

export const validateBankDetailsRoute: RouteCall<typeof routes.validateBankDetailsRoute> = {
  method: 'GET',
  path: '/api/TwoPot/BankDetailsValidation',
};

export const validateIdNumberRoute: RouteCall<typeof routes.validateIdNumberRoute> = {
  method: 'GET',
  path: '/api/TwoPot/IdNumberValidation',
};

export const validateTaxNumberRoute: RouteCall<typeof routes.validateTaxNumberRoute> = {
  method: 'GET',
  path: '/api/TwoPot/TaxNumberValidation',
};
