/**
 * Toasts and confirm dialogs. antd-mobile's Toast and Dialog bring its animation library
 * (@react-spring, ~15 KB gzip), so they load on first use instead of with the first screen.
 */
export type ToastIcon = 'success' | 'fail' | 'loading';

export interface ConfirmOptions {
  content: string;
  confirmText?: string;
  cancelText?: string;
}

const overlays = () => import('./feedback-impl.ts');

/** Shows a toast; later calls replace an earlier one still on screen. */
export function toast(content: string, icon?: ToastIcon): void {
  void overlays().then(({ Toast }) => {
    Toast.show(icon ? { content, icon } : { content });
  });
}

/** Asks a yes/no question; resolves true when confirmed. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await overlays();
  return Dialog.confirm(options);
}

/** Closes every open dialog (a screen that asked a question is going away). */
export function closeDialogs(): void {
  void overlays().then(({ Dialog }) => Dialog.clear());
}
