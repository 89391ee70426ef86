/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, otherwise a
 * hidden text area and execCommand (plain HTTP and some in-app browsers). Resolves whether it
 * worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (text === '') return false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
