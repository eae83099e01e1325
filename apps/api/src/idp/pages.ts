// The embedded provider's own pages: server-rendered, branded, accessible, no script needed
// except the logout page's auto-submit.

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The pages' stylesheet, served as a file: the Content Security Policy allows no inline style. */
export const PAGES_STYLESHEET_PATH = '/interaction-assets/pages.css';
export const PAGES_STYLESHEET = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1a2233;min-height:100vh;display:flex;flex-direction:column}
header{background:#0b2545;color:#fff;padding:16px 24px;font-weight:700;font-size:1.25rem}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(11,37,69,.12);padding:32px;width:100%;max-width:420px}
h1{font-size:1.5rem;margin:0 0 8px}p{line-height:1.5;margin:0 0 16px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:12px;border:1px solid #6b7a90;border-radius:8px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #f5a623;outline-offset:2px}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#0b4f8a;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a;margin-top:12px}
.error{background:#fdecea;color:#8a1c12;border-left:4px solid #c92a2a;padding:12px;border-radius:6px;margin:16px 0}
footer{padding:16px;text-align:center;font-size:.875rem;color:#4a5568}
.other-account{margin-top:24px}`;

function layout(portalName: string, title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} - ${escapeHtml(portalName)}</title><link rel="stylesheet" href="${PAGES_STYLESHEET_PATH}">${extraHead}</head>
<body><header>${escapeHtml(portalName)}</header><main>${body}</main><footer>${escapeHtml(portalName)} &copy; 2026</footer></body></html>`;
}

export function renderSignInPage(input: {
  portalName: string;
  action: string;
  username?: string;
  error?: string;
  continueAs?: { name: string; action: string };
}): string {
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
<button type="submit"${input.continueAs ? ' class="secondary"' : ''}>Sign in</button></form></div>`,
  );
}

export function renderErrorPage(portalName: string, message: string): string {
  return layout(
    portalName,
    'Sign-in problem',
    `<div class="card"><h1>We could not sign you in</h1><div class="error" role="alert">${escapeHtml(message)}</div><p><a href="/">Back to ${escapeHtml(portalName)}</a></p></div>`,
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
