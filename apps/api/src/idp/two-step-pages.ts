import { escapeHtml } from '../lib/html';
import { ACCOUNT_PATH, errorBox, passwordField } from './account-pages';
import { layout } from './pages';

// The pages of two-step sign-in (a code from an authenticator app after the password): setting it
// up, the recovery codes shown once, turning it off, and the code asked for at sign-in.

export const TWO_STEP_PATH = '/idp/account/two-step';
export const TWO_STEP_OFF_PATH = '/idp/account/two-step/off';

function codeField(invalid: boolean, autofocus: boolean): string {
  return `<label for="code">Code</label><p class="hint" id="code-hint">The 6-digit code your authenticator app shows now, or one of your recovery codes.</p><input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required maxlength="20" aria-describedby="code-hint${invalid ? ' form-error' : ''}"${invalid ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>`;
}

/** The key as an app asks for it typed: groups of four. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function renderTwoStepSetupPage(input: {
  portalName: string;
  qrSvg: string;
  secret: string;
  error?: string;
}): string {
  const invalid = input.error !== undefined;
  return layout(
    input.portalName,
    'Turn on two-step sign-in',
    `<div class="card"><h1>Turn on two-step sign-in</h1><p>After your password, you will be asked for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password). Someone who learns your password still cannot sign in.</p>${errorBox(input.error, 'form-error')}
<h2>1. Add your account to the app</h2><p>Scan this code with the app:</p><figure class="qr">${input.qrSvg.replace('<svg ', '<svg role="img" aria-label="QR code of your two-step sign-in key" ')}</figure>
<p>Or type this key into the app:</p><p><code class="key">${escapeHtml(groupedKey(input.secret))}</code></p>
<h2>2. Confirm</h2><form method="post" action="${TWO_STEP_PATH}" novalidate>
${codeField(invalid, false)}
${passwordField({ id: 'password', label: 'Your password', autocomplete: 'current-password', invalid })}
<button type="submit">Turn on</button></form>
<p class="after-form"><a href="${ACCOUNT_PATH}">Cancel</a></p></div>`,
  );
}

export function renderRecoveryCodesPage(portalName: string, codes: string[]): string {
  return layout(
    portalName,
    'Your recovery codes',
    `<div class="card"><h1>Two-step sign-in is on</h1><div class="notice" role="status">From your next sign-in we will ask for a code from your app after your password.</div>
<h2>Your recovery codes</h2><p>If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. Keep them somewhere safe, such as a password manager: <strong>we will not show them again.</strong></p>
<ul class="codes">${codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>
<p><a class="button" href="${ACCOUNT_PATH}">I have kept my codes</a></p></div>`,
  );
}

export function renderTwoStepOnPage(input: {
  portalName: string;
  recoveryCodesLeft: number;
  error?: string;
}): string {
  const invalid = input.error !== undefined;
  return layout(
    input.portalName,
    'Two-step sign-in',
    `<div class="card"><h1>Two-step sign-in</h1><p>Two-step sign-in is on: after your password we ask for a code from your authenticator app. You have ${input.recoveryCodesLeft} recovery code${input.recoveryCodesLeft === 1 ? '' : 's'} left.</p>${errorBox(input.error, 'form-error')}
<h2>Turn it off</h2><p>Without it, your password alone signs in to your account.</p>
<form method="post" action="${TWO_STEP_OFF_PATH}" novalidate>
${passwordField({ id: 'password', label: 'Your password', autocomplete: 'current-password', invalid })}
<button type="submit" class="secondary">Turn off two-step sign-in</button></form>
<p class="after-form"><a href="${ACCOUNT_PATH}">Back to your account</a></p></div>`,
  );
}

/** The sign-in page's second step: the code from the app, or a recovery code. */
export function renderSecondStepPage(input: {
  portalName: string;
  action: string;
  error?: string;
}): string {
  const invalid = input.error !== undefined;
  return layout(
    input.portalName,
    'Enter your code',
    `<div class="card"><h1>Enter your code</h1><p>Open your authenticator app and enter the code it shows for ${escapeHtml(input.portalName)}.</p>${errorBox(input.error, 'form-error')}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${codeField(invalid, true)}
<button type="submit">Continue</button></form>
<p class="after-form">Lost your phone and your recovery codes? Call us on 0860 000 000.</p></div>`,
  );
}
