/**
 * Toasts and confirm dialogs. antd-mobile's Toast and Dialog bring its animation library
 * (@react-spring, ~15 KB gzip), so they are not part of the first screen's code: main.tsx fetches
 * them once the first screen is up (a "network error" toast must not need the network).
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

/** Shows a toast; later calls replace an earlier one still on screen. */
export function toast(content: string, icon?: ToastIcon): void {
  overlays().then(
    ({ Toast }) => {
      Toast.show(icon ? { content, icon } : { content });
    },
    () => {},
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
