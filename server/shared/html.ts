/**
 * Text (a title, a value from the catalogue, a request or a cookie) made safe inside HTML, as element
 * content or a quoted attribute value, for the pages the server writes itself: the link previews, the
 * runtime config in index.html and the development stand-ins' pages.
 */
export const escapeHtml = (value: string | number) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
