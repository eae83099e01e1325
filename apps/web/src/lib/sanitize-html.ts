// Notices carry administrator-written HTML (spec 1 §3). It is trusted content, but it is still
// rendered through this allow-list: p, strong, em, a[href], ul, li and br. Every other element is
// unwrapped (its text kept), except those whose content is never text (script, style...), which
// are dropped whole. Every attribute is dropped but a safe href; links open in a new tab.

const ALLOWED_TAGS = new Set(['P', 'STRONG', 'EM', 'A', 'UL', 'LI', 'BR']);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'TITLE',
  'HEAD',
  'TEXTAREA',
  'SELECT',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

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

/** The allow-listed HTML of `html`, as a string safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  // A template's content is inert: nothing in it runs or loads while we walk it.
  const target = document.implementation.createHTMLDocument('');
  const template = target.createElement('template');
  template.innerHTML = html;
  const container = target.createElement('div');
  copyChildren(template.content, container, target);
  return container.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyChildren(element, to, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && isSafeHref(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (tag !== 'BR') copyChildren(element, copy, doc);
    to.appendChild(copy);
  }
}
