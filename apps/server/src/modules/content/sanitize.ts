import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every operator-written HTML passes through before it is stored (help-centre
 * articles): headings, paragraphs, lists, emphasis, quotes, rules and links, nothing else. No
 * attribute but a link's `href` (http, https or mailto; relative addresses in the app), which
 * always opens in a new window without an opener. Scripts, styles, event handlers, images,
 * frames, forms and comments are dropped (the text of a script or style with them). The player
 * app renders only what was stored, so whatever an operator types can never run in a player's
 * browser. Library: sanitize-html 2.17 (htmlparser2; the last line without a Node 22 engine).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  // target and rel are always the transform's own values below, whatever the operator wrote.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** The stored form of an article's HTML: only the allow-list above survives. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
