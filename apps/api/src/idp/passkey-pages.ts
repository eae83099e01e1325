import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html';
import { ACCOUNT_PATH, errorBox, PASSKEYS_PATH, passwordField } from './account-pages';
import { layout } from './pages';

// The passkey parts of the provider's pages: adding and removing one on the account pages, and
// the sign-in with one. WebAuthn needs script: the pages load @simplewebauthn/browser's bundle and
// passkeys.js (files, as the Content Security Policy allows), and work without them otherwise.

export const WEBAUTHN_SCRIPT_PATH = '/interaction-assets/webauthn.js';
export const PASSKEYS_SCRIPT_PATH = '/interaction-assets/passkeys.js';

/** @simplewebauthn/browser's browser bundle (it defines window.SimpleWebAuthnBrowser). */
export function webauthnBundle(): string {
  const main = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return fs.readFileSync(
    path.join(path.dirname(main), '..', 'dist', 'bundle', 'index.umd.min.js'),
    'utf8',
  );
}

/**
 * The pages' passkey script: shows the passkey parts where the browser has WebAuthn, and runs
 * the ceremony with the server's options. Errors are shown in the page's alert box.
 */
export const PASSKEYS_SCRIPT = `(function(){
var W=window.SimpleWebAuthnBrowser;
if(!W||!W.browserSupportsWebAuthn())return;
document.querySelectorAll('[data-needs-passkeys]').forEach(function(el){el.hidden=false;});
document.querySelectorAll('[data-without-passkeys]').forEach(function(el){el.hidden=true;});
function post(url,body){return fetch(url,{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',body:JSON.stringify(body)}).then(function(r){return r.json();});}
function fail(text){var box=document.getElementById('passkey-error');if(box){box.textContent=text;box.hidden=false;box.focus();}}
var CANCELLED='The passkey was not used. Try again, or use your password.';
var signIn=document.querySelector('[data-passkey-sign-in]');
if(signIn){signIn.addEventListener('click',function(){
var base=signIn.getAttribute('data-passkey-sign-in');signIn.disabled=true;
post(base+'/options',{}).then(function(o){return W.startAuthentication({optionsJSON:o.options});})
.then(function(response){return post(base,{response:response});})
.then(function(a){if(a.redirectTo){location.assign(a.redirectTo);}else{fail(a.message);signIn.disabled=false;}})
.catch(function(){fail(CANCELLED);signIn.disabled=false;});});}
var add=document.querySelector('form[data-passkey-add]');
if(add){add.addEventListener('submit',function(e){e.preventDefault();
var f=new FormData(add);var name=String(f.get('name')||'');
function options(body){return post('${PASSKEYS_PATH}/options',body).then(function(o){
if(!o.confirmWith)return o;
return W.startAuthentication({optionsJSON:o.confirmWith}).then(function(c){return post('${PASSKEYS_PATH}/options',{name:name,confirmation:c});});});}
options({name:name,password:String(f.get('password')||''),code:String(f.get('code')||'')})
.then(function(o){if(!o.options){fail(o.message);return;}
return W.startRegistration({optionsJSON:o.options}).then(function(response){return post('${PASSKEYS_PATH}',{name:name,response:response});})
.then(function(a){if(a.success){location.assign('${ACCOUNT_PATH}?done=passkey-added');}else{fail(a.message);}});})
.catch(function(){fail('The passkey was not added. Try again.');});});}
})();`;

/** The app's code, asked for with the password when two-step sign-in is on. */
const CODE_FIELD =
  '<label for="code">Code from your authenticator app</label><input id="code" name="code" type="text" autocomplete="one-time-code" inputmode="numeric" required maxlength="20">';

const SCRIPTS = `<script src="${WEBAUTHN_SCRIPT_PATH}"></script><script src="${PASSKEYS_SCRIPT_PATH}"></script>`;

/** The passkey part of the sign-in page (shown by the script where the browser can use one). */
export function passkeySignInBlock(action: string, label = 'Sign in with a passkey'): string {
  return `<div data-needs-passkeys hidden><p class="or">or</p><div class="error" role="alert" id="passkey-error" tabindex="-1" hidden></div><button type="button" class="secondary" data-passkey-sign-in="${escapeHtml(action)}">${escapeHtml(label)}</button></div>`;
}

export const PASSKEY_PAGE_SCRIPTS = SCRIPTS;

export function renderAddPasskeyPage(input: {
  portalName: string;
  defaultName: string;
  /** The member already has a passkey and confirms with one of them instead of the password. */
  confirmsWithPasskey: boolean;
  asksForCode: boolean;
}): string {
  const confirmation = input.confirmsWithPasskey
    ? '<p id="confirm-hint">To keep your account safe, you will first confirm it is you with one of the passkeys you already have.</p>'
    : `${passwordField({ id: 'password', label: 'Your password', autocomplete: 'current-password', invalid: false })}
${input.asksForCode ? CODE_FIELD : ''}`;
  return layout(
    input.portalName,
    'Add a passkey',
    `<div class="card"><h1>Add a passkey</h1><p>A passkey lets you sign in with this device's fingerprint, face or screen lock. It is kept on your device or in your password manager, and it only works on ${escapeHtml(input.portalName)}.</p>
<div class="error" role="alert" id="passkey-error" tabindex="-1" hidden></div>
<div data-without-passkeys class="error" role="alert">This browser cannot make passkeys. Try another browser or device.</div>
<form data-passkey-add data-needs-passkeys hidden novalidate>
<label for="name">Name</label><p class="hint" id="name-hint">So that you can tell your passkeys apart, such as the device it is on.</p><input id="name" name="name" type="text" required maxlength="60" aria-describedby="name-hint" value="${escapeHtml(input.defaultName)}">
${confirmation}
<button type="submit">Add passkey</button></form>
<p class="after-form"><a href="${ACCOUNT_PATH}">Cancel</a></p></div>${SCRIPTS}`,
  );
}

export function renderRemovePasskeyPage(input: {
  portalName: string;
  credentialId: string;
  name: string;
  /** Two-step sign-in is on: the app's code is asked for with the password. */
  asksForCode: boolean;
  error?: string;
}): string {
  return layout(
    input.portalName,
    'Remove a passkey',
    `<div class="card"><h1>Remove the passkey “${escapeHtml(input.name)}”?</h1><p>It will no longer sign you in. Remove it from the device or password manager too.</p>${errorBox(input.error, 'form-error')}
<form method="post" action="${PASSKEYS_PATH}/remove" novalidate><input type="hidden" name="id" value="${escapeHtml(input.credentialId)}">
${passwordField({ id: 'password', label: 'Your password', autocomplete: 'current-password', invalid: input.error !== undefined, autofocus: true })}
${input.asksForCode ? CODE_FIELD : ''}
<button type="submit" class="secondary">Remove passkey</button></form>
<p class="after-form"><a href="${ACCOUNT_PATH}">Cancel</a></p></div>`,
  );
}
