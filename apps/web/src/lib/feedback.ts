/**
 * Toasts and confirm dialogs. antd-mobile's Toast and Dialog bring its animation library
 * (@react-spring, ~15 KB gzip), so they are not part of a first visit's code (DESIGN §10 budget):
 * main.tsx fetches them on the player's first touch or key, and the first toast fetches them
 * otherwise. A toast whose code cannot be fetched (the network is down: "network error") still
 * shows, as a plain one drawn here.
 */
import type { ReactNode } from 'react';

export type ToastIcon = 'success' | 'fail' | 'loading';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** The dialog's accessible name when neither the title nor the content is plain text. */
  label?: string;
}

let loading: Promise<typeof import('./feedback-impl.ts')> | null = null;

function overlays() {
  loading ??= import('./feedback-impl.ts').catch((error: unknown) => {
    loading = null; // try again next time
    throw error;
  });
  return loading;
}

/** Fetches the overlay code ahead of need. */
export function preloadFeedback(): void {
  overlays().catch(() => {});
}

/** How long the plain toast stays (antd-mobile's Toast default). */
const PLAIN_TOAST_MS = 2000;
let plainToast: { element: HTMLElement; timer: number } | null = null;

/** A toast without antd-mobile: text in a dark box, centred, announced politely. */
function showPlainToast(content: string): void {
  if (plainToast) {
    window.clearTimeout(plainToast.timer);
    plainToast.element.remove();
  }
  const element = document.createElement('div');
  element.className = 'app-plain-toast';
  element.setAttribute('role', 'status');
  element.textContent = content;
  document.body.append(element);
  const timer = window.setTimeout(() => {
    element.remove();
    if (plainToast?.element === element) plainToast = null;
  }, PLAIN_TOAST_MS);
  plainToast = { element, timer };
}

/** Shows a toast; later calls replace an earlier one still on screen. */
export function toast(content: string, icon?: ToastIcon): void {
  overlays().then(
    ({ Toast }) => {
      Toast.show(icon ? { content, icon } : { content });
    },
    () => showPlainToast(content),
  );
}

/** Asks a yes/no question; resolves true when confirmed. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await overlays();
  // The dialog is named by its question (axe: a dialog needs an accessible name).
  const { label, ...dialog } = options;
  const name =
    label ??
    (typeof options.content === 'string'
      ? options.content
      : typeof options.title === 'string'
        ? options.title
        : undefined);
  return Dialog.confirm({ ...dialog, ...(name ? { 'aria-label': name } : {}) });
}

/** Tells something with one button; resolves once it is pressed. */
export async function alert(options: Omit<ConfirmOptions, 'cancelText'>): Promise<void> {
  const { Dialog } = await overlays();
  const { label, confirmText, ...dialog } = options;
  const name = label ?? (typeof options.title === 'string' ? options.title : undefined);
  await Dialog.alert({
    ...dialog,
    ...(confirmText ? { confirmText } : {}),
    ...(name ? { 'aria-label': name } : {}),
  });
}

/** Closes every open dialog (a screen that asked a question is going away). */
export function closeDialogs(): void {
  overlays().then(
    ({ Dialog }) => Dialog.clear(),
    () => {},
  );
}
