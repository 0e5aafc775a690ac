import DOMPurify from 'dompurify';

/**
 * The one DOMPurify configuration for HTML from the server (notices, alert contents). Besides scripts
 * and handlers, which DOMPurify removes anyway: no forms or form controls (a notice must not ask for a
 * password or post anywhere), and no pictures or media from other sites (they would tell another
 * server who reads what; the CSP's img-src blocks them too, this keeps them out of the page).
 * Pictures from this origin and inline `data:` images stay.
 */
const FORM_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'output',
];
const FORM_ATTRIBUTES = ['action', 'formaction', 'form', 'method'];

/** Elements that are nothing without their picture; other media only lose the off-site attribute. */
const PICTURE_TAGS = new Set(['IMG', 'PICTURE']);

export function isOwnOrInlineImage(value: string): boolean {
  const trimmed = value.trim();
  if (/^data:image\//i.test(trimmed)) return true;
  if (!URL.canParse(trimmed, document.baseURI)) return false;
  const url = new URL(trimmed, document.baseURI);
  // A blob: URL's origin is the page that made it.
  return ['http:', 'https:', 'blob:'].includes(url.protocol) && url.origin === window.location.origin;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** An instance of its own, so the hook below never changes what another DOMPurify user gets. */
function createPurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const name of ['src', 'poster']) {
      const value = node.getAttribute(name);
      if (value === null || isOwnOrInlineImage(value)) continue;
      if (PICTURE_TAGS.has(node.nodeName)) {
        node.remove();
        return;
      }
      node.removeAttribute(name);
    }
    const srcset = node.getAttribute('srcset');
    if (srcset !== null) {
      const urls = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
      if (!urls.every(isOwnOrInlineImage)) node.removeAttribute('srcset');
    }
  });
  return instance;
}

export function sanitizeHtml(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, { FORBID_TAGS: FORM_TAGS, FORBID_ATTR: FORM_ATTRIBUTES });
}
