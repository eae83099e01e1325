import { escapeHtml } from '../lib/html';
import { layout } from '../idp/pages';

// The end of a step-up: the page the issuer sends the member back to. Opened in a window of its
// own (the portal's page waits, with the member's work, for the word that it is done), it tells
// that page and closes; opened in the same tab, it offers the way back.

export const STEP_UP_CHANNEL = 'portal-step-up';
export const STEP_UP_DONE_SCRIPT_PATH = '/auth/step-up/done.js';
export const STEP_UP_DONE_SCRIPT = `try{new BroadcastChannel(${JSON.stringify(STEP_UP_CHANNEL)}).postMessage('confirmed')}catch(e){}if(window.opener){window.close()}`;

export function renderStepUpDonePage(portalName: string): string {
  return layout(
    portalName,
    'Confirmed',
    `<div class="card"><h1>Thank you</h1><div class="notice" role="status">You have confirmed it is you. You can close this window and carry on where you were in ${escapeHtml(portalName)}.</div><p><a href="/dashboard">Back to ${escapeHtml(portalName)}</a></p></div>
<script src="${STEP_UP_DONE_SCRIPT_PATH}"></script>`,
  );
}
