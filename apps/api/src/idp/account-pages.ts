import { formatReportTimestamp } from '@portal/domain/dates';
import { escapeHtml } from '../lib/html';
import { PASSWORD_MIN_LENGTH } from './password-policy';
import { layout } from './pages';

// The member's account pages on the embedded provider (DESIGN §1d): drawn on the server like the
// sign-in page, plain forms that work without script, every field labelled, every error tied to
// its field and announced.

export const ACCOUNT_PATH = '/idp/account';
export const CHANGE_PASSWORD_PATH = '/idp/account/password';
export const SIGN_OUT_OTHERS_PATH = '/idp/account/sessions/sign-out-others';
export const FORGOT_PASSWORD_PATH = '/idp/forgot-password';
export const RESET_PASSWORD_PATH = '/idp/reset-password';
export const MAILBOX_PATH = '/idp/mailbox';
export const PASSKEYS_PATH = '/idp/account/passkeys';

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember. It may not contain your name, username or email address.`;

export function errorBox(message: string | undefined, id: string): string {
  return message ? `<div class="error" role="alert" id="${id}">${escapeHtml(message)}</div>` : '';
}

function noticeBox(message: string | undefined): string {
  return message ? `<div class="notice" role="status">${escapeHtml(message)}</div>` : '';
}

/** A password field; `invalid` ties it to the page's error. */
export function passwordField(input: {
  id: string;
  label: string;
  autocomplete: 'current-password' | 'new-password';
  invalid: boolean;
  hint?: string;
  autofocus?: boolean;
}): string {
  const described = [input.hint ? `${input.id}-hint` : '', input.invalid ? 'form-error' : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${input.id}">${escapeHtml(input.label)}</label>${input.hint ? `<p class="hint" id="${input.id}-hint">${escapeHtml(input.hint)}</p>` : ''}<input id="${input.id}" name="${input.id}" type="password" autocomplete="${input.autocomplete}" required maxlength="200"${described ? ` aria-describedby="${described}"` : ''}${input.invalid ? ' aria-invalid="true"' : ''}${input.autofocus ? ' autofocus' : ''}>`;
}

export type PasskeyLine = {
  credentialId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** The account page's list of passkeys. */
export function passkeyItems(passkeys: PasskeyLine[]): string {
  const items = passkeys
    .map(
      (p) =>
        `<li><strong>Passkey: ${escapeHtml(p.name)}</strong><br><span class="dimmed">Added ${escapeHtml(formatReportTimestamp(p.createdAt.toISOString()))}${p.lastUsedAt ? `; last used ${escapeHtml(formatReportTimestamp(p.lastUsedAt.toISOString()))}` : '; not used yet'}</span><br><a href="${PASSKEYS_PATH}/remove?id=${encodeURIComponent(p.credentialId)}">Remove ${escapeHtml(p.name)}</a></li>`,
    )
    .join('');
  return `${items}<li><strong>Passkeys</strong><br><span class="dimmed">Sign in with your fingerprint, face or screen lock instead of your password. Nobody can trick you into giving a passkey to another site.</span><br><a href="${PASSKEYS_PATH}/new">Add a passkey</a></li>`;
}

export type SessionLine = {
  browser: string;
  lastSeenAt: Date;
  createdAt: Date;
  isCurrent: boolean;
};

export function renderAccountPage(input: {
  portalName: string;
  name: string;
  username: string;
  sessions: SessionLine[];
  passkeys: PasskeyLine[];
  /** Two-step sign-in: on (with the recovery codes left) or off. */
  secondFactor: { state: 'off' } | { state: 'on'; recoveryCodesLeft: number };
  notice?: string;
  error?: string;
}): string {
  const others = input.sessions.filter((s) => !s.isCurrent).length;
  const items = input.sessions
    .map(
      (s) =>
        `<li><strong>${escapeHtml(s.browser || 'Unknown browser')}</strong>${s.isCurrent ? ' <span class="badge">This browser</span>' : ''}<br><span class="dimmed">Signed in ${escapeHtml(formatReportTimestamp(s.createdAt.toISOString()))}; last active ${escapeHtml(formatReportTimestamp(s.lastSeenAt.toISOString()))}</span></li>`,
    )
    .join('');
  const signOutOthers =
    others > 0
      ? `<form method="post" action="${SIGN_OUT_OTHERS_PATH}"><button type="submit" class="secondary">Sign out everywhere else</button></form>`
      : '<p class="dimmed">You are not signed in anywhere else.</p>';
  return layout(
    input.portalName,
    'Your account',
    `<div class="card"><h1>Your account</h1><p>Signed in as <strong>${escapeHtml(input.name)}</strong> (username ${escapeHtml(input.username)}).</p>${noticeBox(input.notice)}${errorBox(input.error, 'form-error')}
<section aria-labelledby="sign-in-heading"><h2 id="sign-in-heading">How you sign in</h2>
<ul class="plain"><li><strong>Password</strong><br><a href="${CHANGE_PASSWORD_PATH}">Change your password</a></li>
${passkeyItems(input.passkeys)}
<li><strong>Two-step sign-in</strong>: ${input.secondFactor.state === 'on' ? `on (${input.secondFactor.recoveryCodesLeft} recovery code${input.secondFactor.recoveryCodesLeft === 1 ? '' : 's'} left)<br><a href="/idp/account/two-step">Manage two-step sign-in</a>` : 'off<br><span class="dimmed">A code from an app on your phone after your password: someone who learns your password still cannot sign in.</span><br><a href="/idp/account/two-step">Turn on two-step sign-in</a>'}</li></ul></section>
<section aria-labelledby="sessions-heading"><h2 id="sessions-heading">Where you are signed in</h2>
<ul class="plain">${items}</ul>${signOutOthers}</section>
<section aria-labelledby="details-heading"><h2 id="details-heading">Your details</h2><p>Your name, contact details and address are on your <a href="/profile-details">profile</a>.</p></section>
<p><a href="/dashboard">Back to ${escapeHtml(input.portalName)}</a></p></div>`,
  );
}

export function renderChangePasswordPage(input: { portalName: string; error?: string }): string {
  const invalid = input.error !== undefined;
  return layout(
    input.portalName,
    'Change your password',
    `<div class="card"><h1>Change your password</h1><p>You will stay signed in here; every other session of your account is signed out.</p>${errorBox(input.error, 'form-error')}
<form method="post" action="${CHANGE_PASSWORD_PATH}" novalidate>
${passwordField({ id: 'current', label: 'Current password', autocomplete: 'current-password', invalid, autofocus: true })}
${passwordField({ id: 'password', label: 'New password', autocomplete: 'new-password', invalid, hint: PASSWORD_HINT })}
${passwordField({ id: 'confirm', label: 'Confirm new password', autocomplete: 'new-password', invalid })}
<button type="submit">Change password</button></form>
<p class="after-form"><a href="${ACCOUNT_PATH}">Cancel</a></p></div>`,
  );
}

export const RESET_REQUESTED =
  'If an account with that username exists, we have emailed a link to the address on file. The link works once and expires in 30 minutes.';

export function renderForgotPasswordPage(input: {
  portalName: string;
  username?: string;
  error?: string;
  sent?: boolean;
}): string {
  const body = input.sent
    ? `${noticeBox(RESET_REQUESTED)}<p>No email? Check your spam folder, or <a href="${FORGOT_PASSWORD_PATH}">ask again</a>.</p>`
    : `<p>Give your username and we will email a link to choose a new password to the address on your profile.</p>${errorBox(input.error, 'form-error')}
<form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" required maxlength="200" value="${escapeHtml(input.username ?? '')}"${input.error ? ' aria-describedby="form-error" aria-invalid="true"' : ''} autofocus>
<button type="submit">Email me a link</button></form>`;
  return layout(
    input.portalName,
    'Forgot your password',
    `<div class="card"><h1>Forgot your password?</h1>${body}<p class="after-form"><a href="/auth/login">Back to sign in</a></p></div>`,
  );
}

export const RESET_LINK_CLOSED =
  'This link has expired or has already been used. Ask for a new one below.';

export function renderResetPasswordPage(input: {
  portalName: string;
  token: string;
  error?: string;
}): string {
  const invalid = input.error !== undefined;
  return layout(
    input.portalName,
    'Choose a new password',
    `<div class="card"><h1>Choose a new password</h1><p>Every session of your account will be signed out.</p>${errorBox(input.error, 'form-error')}
<form method="post" action="${RESET_PASSWORD_PATH}" novalidate><input type="hidden" name="token" value="${escapeHtml(input.token)}">
${passwordField({ id: 'password', label: 'New password', autocomplete: 'new-password', invalid, hint: PASSWORD_HINT, autofocus: true })}
${passwordField({ id: 'confirm', label: 'Confirm new password', autocomplete: 'new-password', invalid })}
<button type="submit">Set new password</button></form></div>`,
  );
}

export function renderResetClosedPage(portalName: string): string {
  return layout(
    portalName,
    'Link expired',
    `<div class="card"><h1>This link cannot be used</h1><div class="error" role="alert">${escapeHtml(RESET_LINK_CLOSED)}</div><p><a href="${FORGOT_PASSWORD_PATH}">Email me a new link</a></p></div>`,
  );
}

export function renderPasswordSetPage(portalName: string): string {
  return layout(
    portalName,
    'Password changed',
    `<div class="card"><h1>Your password has been changed</h1>${noticeBox('Sign in with your new password. Every other session of your account has been signed out, and we have emailed you a notice.')}<p><a class="button" href="/auth/login">Sign in</a></p></div>`,
  );
}

/** A page for a request that needs a signed-in member: back through sign-in. */
export function renderSignInNeededPage(portalName: string): string {
  return layout(
    portalName,
    'Sign in',
    `<div class="card"><h1>Please sign in</h1><p>Sign in to ${escapeHtml(portalName)} to manage your account.</p><p><a class="button" href="/auth/login">Sign in</a></p></div>`,
  );
}

export type MailboxEntry = {
  id: number;
  to: string[];
  subject: string;
  receivedAt: Date;
};

/** A text message the SMS gateway's simulator kept. */
export type SmsEntry = { to: string; text: string; receivedAt: Date };

/**
 * The demo mailbox (embedded catcher only): every message the portal sent, newest first, and the
 * text messages the SMS gateway's simulator kept (no SMS_GATEWAY_URL).
 */
export function renderMailboxPage(
  portalName: string,
  mails: MailboxEntry[],
  texts: SmsEntry[] = [],
): string {
  const rows = mails
    .map(
      (m) =>
        `<li><a href="${MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a><br><span class="dimmed">To ${escapeHtml(m.to.join(', '))}, ${escapeHtml(formatReportTimestamp(m.receivedAt.toISOString()))}</span></li>`,
    )
    .join('');
  const textRows = texts
    .map(
      (t) =>
        `<li><span class="sms">${escapeHtml(t.text)}</span><br><span class="dimmed">To +${escapeHtml(t.to)}, ${escapeHtml(formatReportTimestamp(t.receivedAt.toISOString()))}</span></li>`,
    )
    .join('');
  return layout(
    portalName,
    'Demo mailbox',
    `<div class="card"><h1>Demo mailbox</h1><p>This server sends no mail out: it keeps it here (no <code>SMTP_URL</code> is set). Newest first.</p>${mails.length > 0 ? `<ul class="plain">${rows}</ul>` : '<p>No mail yet.</p>'}<h2>Text messages</h2><p>The SMS gateway's simulator keeps the text messages here (no <code>SMS_GATEWAY_URL</code> is set). Newest first.</p>${texts.length > 0 ? `<ul class="plain">${textRows}</ul>` : '<p>No text messages yet.</p>'}</div>`,
  );
}

/** Links in a message's text, kept as links (only the portal's own http(s) addresses). */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderMailPage(
  portalName: string,
  mail: MailboxEntry & { from: string; text: string },
): string {
  return layout(
    portalName,
    mail.subject || 'Message',
    `<div class="card"><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><p class="dimmed">From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))}, ${escapeHtml(formatReportTimestamp(mail.receivedAt.toISOString()))}</p>
<div class="message">${linkedText(mail.text)}</div><p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p></div>`,
  );
}
