/**
 * Keyboard and screen-reader semantics that antd-mobile 5 widgets lack, added under one root (the
 * shared `KeyboardCapsuleTabs` installs them on its own widget only):
 *
 * - CapsuleTabs (a row of clickable boxes that scrolls sideways, e.g. the platform filter of
 *   /betRecord): the row becomes a tablist and each box a tab that Tab reaches, Enter or Space
 *   selects, and that tells whether it is selected. A keyboard can then reach every platform, and
 *   focus scrolls the row to it.
 */
const TAB_LIST = 'adm-capsule-tabs-tab-list';
const TAB_WRAPPER = 'adm-capsule-tabs-tab-wrapper';
const TAB = 'adm-capsule-tabs-tab';
const TAB_ACTIVE = 'adm-capsule-tabs-tab-active';
const TAB_DISABLED = 'adm-capsule-tabs-tab-disabled';

function setAttr(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function enhanceElement(element: Element): void {
  const classes = element.classList;
  if (classes.contains(TAB_LIST)) setAttr(element, 'role', 'tablist');
  else if (classes.contains(TAB_WRAPPER)) setAttr(element, 'role', 'presentation');
  else if (classes.contains(TAB)) {
    setAttr(element, 'role', 'tab');
    setAttr(element, 'aria-selected', String(classes.contains(TAB_ACTIVE)));
    const disabled = classes.contains(TAB_DISABLED);
    setAttr(element, 'aria-disabled', String(disabled));
    setAttr(element, 'tabindex', disabled ? '-1' : '0');
  }
}

const SELECTOR = `.${TAB_LIST}, .${TAB_WRAPPER}, .${TAB}`;

/** Adds the semantics to the widgets under `root` (and to root itself). */
export function enhanceWidgets(root: ParentNode): void {
  if (root instanceof Element && root.matches(SELECTOR)) enhanceElement(root);
  root.querySelectorAll(SELECTOR).forEach(enhanceElement);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.classList.contains(TAB)) return;
  event.preventDefault();
  target.click();
}

/**
 * Watches `root`: each widget under it gets its semantics as it appears, and a tab's selected
 * state follows its class. Answers a function that stops watching.
 */
export function installWidgetSemantics(root: HTMLElement): () => void {
  enhanceWidgets(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) enhanceElement(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) enhanceWidgets(node);
      });
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  root.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
