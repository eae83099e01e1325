import type * as routes from '../switches';
import type { RouteCall } from '../route-call';

// The calls of switches.ts for the web app, without their schemas (route-call.ts).

export const getSwitchOptions: RouteCall<typeof routes.getSwitchOptions> = {
  method: 'GET',
  path: '/api/Switch/Options/:schemeNumber',
};

export const previewSwitch: RouteCall<typeof routes.previewSwitch> = {
  method: 'POST',
  path: '/api/Switch/Preview',
};

export const createSwitchInstruction: RouteCall<typeof routes.createSwitchInstruction> = {
  method: 'POST',
  path: '/api/Switch/Instructions',
};

export const cancelSwitchInstruction: RouteCall<typeof routes.cancelSwitchInstruction> = {
  method: 'POST',
  path: '/api/Switch/Instructions/:id/Cancel',
};

export const getSwitchInstructions: RouteCall<typeof routes.getSwitchInstructions> = {
  method: 'GET',
  path: '/api/Switch/Instructions',
};
