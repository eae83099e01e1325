import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../lib/html';

// The embedded provider's own pages: server-rendered, drawn like the portal's own pages from the
// portal theme's values, accessible, no script needed except the logout page's auto-submit.

/** Answers one of the provider's pages, never kept by a cache (it may be the member's own). */
export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** The pages' stylesheet, served as a file: the Content Security Policy allows no inline style. */
export const PAGES_STYLESHEET_PATH = '/interaction-assets/pages.css';

/** The portal theme's variables, written by the web app's build (build/provider-theme.ts). */
export const PROVIDER_THEME_FILE = 'provider-theme.css';

/**
 * The rules of the provider's pages, drawn like the portal's guest pages (the landing page): the
 * theme's font, navy and teal, Mantine's input, button, focus and error looks. Every value is one
 * of the portal theme's variables; without the web app's build (the API tests) the fallbacks are
 * the browser's own system colours, so the pages stay readable.
 */
export const PAGES_RULES = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font-family:var(--mantine-font-family,system-ui,sans-serif);font-size:var(--mantine-font-size-md,1rem);line-height:var(--mantine-line-height,1.55);background:var(--mantine-color-gray-0,Canvas);color:var(--mantine-color-text,CanvasText);min-height:100vh;display:flex;flex-direction:column;-webkit-font-smoothing:antialiased}
.skip-link{position:absolute;left:var(--mantine-spacing-md,16px);top:-100px;padding:var(--mantine-spacing-xs,10px) var(--mantine-spacing-md,16px);background:var(--mantine-color-white,Canvas);color:var(--mantine-color-navy-9,LinkText);border:2px solid var(--mantine-color-navy-8,LinkText);border-radius:var(--mantine-radius-sm,4px);font-weight:600}
.skip-link:focus{top:var(--mantine-spacing-xs,10px)}
main{flex:1;width:100%;max-width:30rem;margin:0 auto;padding:var(--mantine-spacing-xl,32px) var(--mantine-spacing-md,16px) 48px}
.brand{display:flex;align-items:center;gap:var(--mantine-spacing-sm,12px);margin:0 0 var(--mantine-spacing-lg,20px);font-weight:700;font-size:var(--mantine-font-size-lg,1.125rem);color:var(--mantine-color-navy-9,CanvasText)}
.brand svg{flex:none}
.logo-frame{fill:var(--mantine-color-navy-9,CanvasText)}.logo-peak{fill:var(--mantine-color-teal-3,Canvas)}
.card{background:var(--mantine-color-white,Canvas);border:1px solid var(--mantine-color-gray-3,GrayText);border-radius:var(--mantine-radius-md,8px);box-shadow:var(--mantine-shadow-sm,none);padding:var(--mantine-spacing-xl,32px) var(--mantine-spacing-lg,20px)}
h1{font-size:var(--mantine-h2-font-size,1.625rem);line-height:var(--mantine-h2-line-height,1.35);font-weight:700;margin:0 0 var(--mantine-spacing-xs,10px);color:var(--mantine-color-black,CanvasText)}
p{margin:0 0 var(--mantine-spacing-md,16px)}
label{display:block;font-weight:500;font-size:var(--mantine-font-size-sm,.875rem);margin:var(--mantine-spacing-md,16px) 0 4px}
input{display:block;width:100%;min-height:2.625rem;padding:0 var(--mantine-spacing-sm,12px);font:inherit;font-size:var(--mantine-font-size-md,1rem);color:inherit;background:var(--mantine-color-white,Field);border:1px solid var(--mantine-color-gray-5,GrayText);border-radius:var(--mantine-radius-md,8px)}
input[aria-invalid="true"]{border-color:var(--mantine-color-error,Mark);color:var(--mantine-color-error,CanvasText)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--mantine-primary-color-filled,var(--mantine-color-navy-8,Highlight));outline-offset:2px}
input:focus{border-color:var(--mantine-color-navy-8,Highlight)}
input[readonly]{background:var(--mantine-color-gray-1,Canvas);color:var(--mantine-color-dimmed,GrayText)}
button{display:block;width:100%;min-height:2.625rem;margin-top:var(--mantine-spacing-lg,20px);padding:0 var(--mantine-spacing-lg,20px);border:1px solid transparent;border-radius:var(--mantine-radius-md,8px);background:var(--mantine-color-navy-8,ButtonFace);color:var(--mantine-color-white,ButtonText);font:inherit;font-weight:600;cursor:pointer}
button:hover{background:var(--mantine-color-navy-9,ButtonFace)}
button.secondary{background:var(--mantine-color-white,Canvas);color:var(--mantine-color-navy-8,ButtonText);border-color:var(--mantine-color-navy-8,ButtonBorder)}
button.secondary:hover{background:var(--mantine-color-navy-0,Canvas)}
a{color:var(--mantine-color-navy-8,LinkText)}
.error{display:flex;gap:var(--mantine-spacing-xs,10px);background:var(--mantine-color-red-0,Canvas);color:var(--mantine-color-text,CanvasText);border:1px solid var(--mantine-color-red-9,Mark);border-radius:var(--mantine-radius-md,8px);padding:var(--mantine-spacing-sm,12px) var(--mantine-spacing-md,16px);margin:var(--mantine-spacing-md,16px) 0}
.error::before{content:"!";flex:none;display:inline-grid;place-items:center;width:1.25rem;height:1.25rem;border-radius:50%;background:var(--mantine-color-red-9,Mark);color:var(--mantine-color-white,Canvas);font-weight:700;font-size:.8rem}
.other-account{margin-top:var(--mantine-spacing-lg,20px)}
h2{font-size:var(--mantine-h4-font-size,1.125rem);line-height:1.45;font-weight:700;margin:var(--mantine-spacing-xl,32px) 0 var(--mantine-spacing-xs,10px)}
.notice{display:flex;gap:var(--mantine-spacing-xs,10px);background:var(--mantine-color-teal-0,Canvas);border:1px solid var(--mantine-color-teal-9,GrayText);border-radius:var(--mantine-radius-md,8px);padding:var(--mantine-spacing-sm,12px) var(--mantine-spacing-md,16px);margin:var(--mantine-spacing-md,16px) 0}
.hint{font-size:var(--mantine-font-size-sm,.875rem);color:var(--mantine-color-dimmed,GrayText);margin:0 0 4px}
.dimmed{font-size:var(--mantine-font-size-sm,.875rem);color:var(--mantine-color-dimmed,GrayText)}
.badge{display:inline-block;padding:0 8px;border-radius:1rem;background:var(--mantine-color-navy-0,Canvas);color:var(--mantine-color-navy-9,CanvasText);font-size:var(--mantine-font-size-xs,.75rem);font-weight:600}
ul.plain{list-style:none;margin:0 0 var(--mantine-spacing-md,16px);padding:0}
ul.plain li{padding:var(--mantine-spacing-sm,12px) 0;border-bottom:1px solid var(--mantine-color-gray-3,GrayText);overflow-wrap:anywhere}
a.button{display:block;text-align:center;min-height:2.625rem;line-height:2.625rem;border-radius:var(--mantine-radius-md,8px);background:var(--mantine-color-navy-8,ButtonFace);color:var(--mantine-color-white,ButtonText);font-weight:600;text-decoration:none}
.after-form{margin-top:var(--mantine-spacing-lg,20px)}
.message{white-space:pre-wrap;overflow-wrap:anywhere;border-top:1px solid var(--mantine-color-gray-3,GrayText);padding-top:var(--mantine-spacing-md,16px);margin-bottom:var(--mantine-spacing-md,16px)}
.qr{margin:0 0 var(--mantine-spacing-md,16px)}.qr svg{display:block;width:12rem;height:12rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.95em}
code.key{display:inline-block;padding:4px 8px;background:var(--mantine-color-gray-1,Canvas);border-radius:var(--mantine-radius-sm,4px);letter-spacing:.05em;overflow-wrap:anywhere}
ul.codes{list-style:none;padding:0;margin:0 0 var(--mantine-spacing-md,16px);display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:var(--mantine-spacing-xs,10px)}
ul.codes code{display:block;padding:6px 10px;border:1px solid var(--mantine-color-gray-3,GrayText);border-radius:var(--mantine-radius-sm,4px);text-align:center}
.or{text-align:center;margin:var(--mantine-spacing-md,16px) 0 0;color:var(--mantine-color-dimmed,GrayText)}
.forgot{margin:var(--mantine-spacing-sm,12px) 0 0;font-size:var(--mantine-font-size-sm,.875rem)}
.summary{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:4px var(--mantine-spacing-md,16px);margin:0 0 var(--mantine-spacing-md,16px);padding:var(--mantine-spacing-sm,12px) var(--mantine-spacing-md,16px);background:var(--mantine-color-gray-0,Canvas);border:1px solid var(--mantine-color-gray-3,GrayText);border-radius:var(--mantine-radius-md,8px)}.summary dt{color:var(--mantine-color-dimmed,GrayText);font-size:var(--mantine-font-size-sm,.875rem)}.summary dd{margin:0;font-weight:600;overflow-wrap:anywhere}
@media (max-width:360px){.summary{grid-template-columns:1fr}.summary dd{margin-bottom:6px}}
footer{border-top:1px solid var(--mantine-color-gray-3,GrayText);background:var(--mantine-color-white,Canvas);padding:var(--mantine-spacing-md,16px)}
footer p{max-width:75rem;margin:0 auto;font-size:var(--mantine-font-size-sm,.875rem);color:var(--mantine-color-dimmed,GrayText)}`;

/** The portal's mark (the web app's LogoMark), decorative beside the portal's name. */
const LOGO_MARK =
  '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect class="logo-frame" width="32" height="32" rx="7"/><path class="logo-peak" d="M8 23 16 8l8 15h-4l-4-8-4 8z"/></svg>';

/** The copyright line of the portal's footer. */
const COPYRIGHT_YEAR = 2026;

/** The stylesheet: the build's theme variables (when there is a build), then the pages' rules. */
export function pagesStylesheet(themeCss: string | undefined): string {
  return `${themeCss ?? ''}\n${PAGES_RULES}`;
}

export function layout(portalName: string, title: string, body: string, extraHead = ''): string {
  const name = escapeHtml(portalName);
  return `<!doctype html><html lang="en-ZA" data-mantine-color-scheme="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} - ${name}</title><link rel="stylesheet" href="${PAGES_STYLESHEET_PATH}">${extraHead}</head>
<body><a class="skip-link" href="#main">Skip to main content</a><main id="main"><p class="brand">${LOGO_MARK}<span>${name}</span></p>${body}</main><footer><p>${name} &copy; ${COPYRIGHT_YEAR}</p></footer></body></html>`;
}

export function renderSignInPage(input: {
  portalName: string;
  action: string;
  username?: string;
  error?: string;
  continueAs?: { name: string; action: string };
  /**
   * Confirming who a signed-in member is before a money or identity change (step-up), with what
   * is being confirmed when money moves ([label, value] lines).
   */
  confirming?: { username: string; withPasskeyOnly: boolean; summary?: [string, string][] };
  /** The passkey part of the page and its scripts (passkey-pages.ts), after the form. */
  afterForm?: string;
}): string {
  if (input.confirming) return renderConfirmPage({ ...input, confirming: input.confirming });
  const error = input.error
    ? `<div class="error" role="alert" id="sign-in-error">${escapeHtml(input.error)}</div>`
    : '';
  const continueAs = input.continueAs
    ? `<form method="post" action="${escapeHtml(input.continueAs.action)}"><p>You are signed in as <strong>${escapeHtml(input.continueAs.name)}</strong>.</p>
<button type="submit">Continue as ${escapeHtml(input.continueAs.name)}</button></form><p class="other-account">Or sign in with another account:</p>`
    : '';
  return layout(
    input.portalName,
    'Sign in',
    `<div class="card"><h1>Sign in</h1><p>Sign in to ${escapeHtml(input.portalName)} to see your funds and policies.</p>${continueAs}${error}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(input.username ?? '')}"${input.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''}${input.continueAs ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${input.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''}>
<p class="forgot"><a href="/idp/forgot-password">Forgot password?</a></p>
<button type="submit"${input.continueAs ? ' class="secondary"' : ''}>Sign in</button></form>${input.afterForm ?? ''}</div>`,
  );
}

/**
 * The sign-in page asking a signed-in member to prove who they are again (step-up): with their
 * passkey when they have one (their strongest method), else with the password.
 */
function renderConfirmPage(input: {
  portalName: string;
  action: string;
  error?: string;
  confirming: { username: string; withPasskeyOnly: boolean; summary?: [string, string][] };
  afterForm?: string;
}): string {
  const summary = input.confirming.summary
    ? `<h2 id="confirming-what">What you are confirming</h2><dl class="summary" aria-labelledby="confirming-what">${input.confirming.summary
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join(
          '',
        )}</dl><p>Your confirmation holds for these details only. If any of them changes, we will ask you again.</p>`
    : '';
  const error = input.error
    ? `<div class="error" role="alert" id="sign-in-error">${escapeHtml(input.error)}</div>`
    : '';
  const invalid = input.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const form = input.confirming.withPasskeyOnly
    ? `<p>Use the passkey of your account (${escapeHtml(input.confirming.username)}).</p>`
    : `<form method="post" action="${escapeHtml(input.action)}" novalidate>
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" readonly value="${escapeHtml(input.confirming.username)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required autofocus${invalid}>
<button type="submit">Confirm</button></form>`;
  return layout(
    input.portalName,
    'Confirm it is you',
    `<div class="card"><h1>Confirm it is you</h1><p>To keep your money and details safe, ${input.confirming.withPasskeyOnly ? 'confirm with your passkey' : 'enter your password again'} before this change.</p>${summary}${error}
${form}${input.afterForm ?? ''}</div>`,
  );
}

export function renderErrorPage(
  portalName: string,
  message: string,
  heading = 'We could not sign you in',
): string {
  return layout(
    portalName,
    heading,
    `<div class="card"><h1>${escapeHtml(heading)}</h1><div class="error" role="alert">${escapeHtml(message)}</div><p><a href="/">Back to ${escapeHtml(portalName)}</a></p></div>`,
  );
}

/** The words of a step-up answered with another member's sign-in details. */
export const NOT_THE_SIGNED_IN_MEMBER =
  'The details you entered belong to another account, not to the member who is signed in. Nothing has changed: you are still signed in as before, and nothing was confirmed.';

/**
 * A step-up answered with another member's sign-in details (the provider's page or the portal's
 * return from it): what happened, and the way back.
 */
export function renderNotTheSignedInMemberPage(portalName: string): string {
  return layout(
    portalName,
    'We could not confirm it is you',
    `<div class="card"><h1>We could not confirm it is you</h1><div class="error" role="alert">${escapeHtml(NOT_THE_SIGNED_IN_MEMBER)}</div><p>To confirm it is you, close this window and try again with your own password or passkey.</p><p><a href="/dashboard">Back to ${escapeHtml(portalName)}</a></p></div>`,
  );
}

export const AUTOSUBMIT_SCRIPT_PATH = '/interaction-assets/autosubmit.js';
export const AUTOSUBMIT_SCRIPT = 'document.forms[0] && document.forms[0].submit();';

/** oidc-provider's logout form, submitted at once: sign-out needs no confirmation page. */
export function renderLogoutPage(portalName: string, form: string): string {
  return layout(
    portalName,
    'Signing out',
    `<div class="card"><h1>Signing you out…</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Continue</button></noscript></form>')}</div>
<script src="${AUTOSUBMIT_SCRIPT_PATH}"></script>`,
  );
}
