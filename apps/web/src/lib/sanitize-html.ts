import DOMPurify from 'dompurify';

// Notices carry administrator-written HTML (spec 1 §3). It is trusted content, but it is still
// rendered through DOMPurify with this allow-list: p, strong, em, a[href], ul, li and br. Every
// other element is unwrapped (its text kept), except those whose content is never text (script,
// style...), which are dropped whole. Every attribute is dropped but a safe href; links open in a
// new tab.

const ALLOWED_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'li', 'br'];
/** Elements dropped with their content (DOMPurify's own list, and these). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
];
/** http(s), mailto, tel, a site path or a fragment. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Whether an href may stay: http(s), mailto, tel, a site path or a fragment. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  const compact = Array.from(href)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  return SAFE_URL.test(compact);
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance with the links' hook (a hook added once, not per call). */
function notices(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !isSafeHref(data.attrValue.trim())) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    node.setAttribute('href', href.trim());
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** HTML that has been through `sanitizeHtml`, the only HTML the app sets as markup. */
export type SafeHtml = string & { readonly safeHtml: unique symbol };

/** The allow-listed HTML of `html`, as a string safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): SafeHtml {
  return notices().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as SafeHtml;
}
