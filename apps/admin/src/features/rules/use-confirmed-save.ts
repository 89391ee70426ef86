import { App } from 'antd';

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
        okText: '确认保存',
        cancelText: '取消',
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
