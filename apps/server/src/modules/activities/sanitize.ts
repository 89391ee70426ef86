import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list an activity's HTML is cut down to when the operator saves it (never when it is
 * shown: the stored text is already safe, and the player app renders only it). Kept: text
 * structure, lists, headings, tables, images from http(s) or this site, and links to http(s) that
 * open apart (rel noopener). Gone: script, style, iframe, forms, every on* and style attribute,
 * and javascript:, data: and other schemes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links: http(s) only. Images: http(s), or a relative address of this site (below).
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever is not allowed goes with its content when it is code, and is unwrapped otherwise.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const out: Record<string, string> = {};
      if (/^https?:\/\//i.test(href)) {
        out.href = href;
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const out: Record<string, string> = {};
      // http(s), or a path of this site ("/media/…", "/uploads/…"), never "//host" or a scheme.
      if (/^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src)) out.src = src;
      for (const key of ['alt', 'width', 'height'] as const) {
        const value = attribs[key];
        if (value !== undefined) out[key] = value;
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeActivityHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
