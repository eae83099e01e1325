import type { DOMPurify } from 'dompurify';
import type { SafeNoticeHtml } from '@portal/contract/notice';

// Notices carry administrator-written HTML (spec 1 §3). It is trusted content, but it is still
// answered only through DOMPurify with this allow-list: p, strong, em, a[href], ul, li and br.
// Every other element is unwrapped (its text kept), except those whose content is never text
// (script, style...), which are dropped whole. Every attribute is dropped but a safe href; links
// open in a new tab. The server sanitises (DESIGN §1c), so the phone loads no sanitiser; jsdom
// gives DOMPurify a standard HTML parser.

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
/**
 * Sanitised notices kept by their source HTML: the active notices are few and change seldom,
 * and a DOMPurify pass over jsdom costs milliseconds on every dashboard answer otherwise.
 */
const CACHE_LIMIT = 200;
const cleaned = new Map<string, SafeNoticeHtml>();

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

let purifier: Promise<DOMPurify> | undefined;

/**
 * One DOMPurify instance over one jsdom window, with the links' hooks (added once, not per
 * call). jsdom takes a second or two to load, so it loads with the first notice to clean, not
 * with the server.
 */
function noticePurifier(): Promise<DOMPurify> {
  purifier ??= createPurifier().catch((error: unknown) => {
    purifier = undefined;
    throw error;
  });
  return purifier;
}

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !isSafeHref(data.attrValue.trim())) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    node.setAttribute('href', href.trim());
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return instance;
}

/** Loads the sanitiser ahead of the first notice (after the server has started listening). */
export async function preloadNoticeSanitizer(): Promise<void> {
  await noticePurifier();
}

/** The allow-listed HTML of `html`, safe to set as markup. */
export async function sanitizeNoticeHtml(html: string): Promise<SafeNoticeHtml> {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const safe = (await noticePurifier()).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
    ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as SafeNoticeHtml;
  if (cleaned.size >= CACHE_LIMIT) {
    const oldest = cleaned.keys().next();
    if (!oldest.done) cleaned.delete(oldest.value);
  }
  cleaned.set(html, safe);
  return safe;
}
