/**
 * Operator-written text that may contain HTML (appInfo.webcontent, notice content), reduced to
 * plain text: parsed in an inert document (no scripts run, no images load), scripts and styles
 * dropped, line breaks kept. Rendered as text, never as markup.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
