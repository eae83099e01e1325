import type * as routes from '../af-group-id';
import type { RouteCall } from '../route-call';

// The calls of af-group-id.ts for the web app, without their schemas (route-call.ts).

export const getAfGroupId: RouteCall<typeof routes.getAfGroupId> = {
  method: 'GET',
  path: '/api/AFGroupID/GetAFGroupID',
};

export const getSvopRecord: RouteCall<typeof routes.getSvopRecord> = {
  method: 'GET',
  path: '/api/AFGroupID/GetSVOPRecord',
};

export const clearSvopRecordCache: RouteCall<typeof routes.clearSvopRecordCache> = {
  method: 'POST',
  path: '/api/AFGroupID/ClearSVOPRecordCache',
};
