import { App } from 'antd';
import { USE_CONFIRMED_SAVE } from './strings.ts';

/**
 * Asks before a rule change is saved (every rule here changes what players get or pay): the
 * operator sees what will change and confirms; `save` runs only then.
 */
export function useConfirmedSave() {
  const { modal } = App.useApp();
  return (title: string, content: string, save: () => Promise<unknown>) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText: USE_CONFIRMED_SAVE.okText,
        cancelText: USE_CONFIRMED_SAVE.cancelText,
        onOk: async () => {
          try {
            await save();
            resolve(true);
          } catch {
            // useAction has shown the server's message; the dialog closes, the form stays.
            resolve(false);
          }
        },
        onCancel: () => resolve(false),
      });
    });
}
