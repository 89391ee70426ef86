import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd 5 renders its static popups (Modal.confirm, message without App) with React 18's render
 * API, which React 19 removed: give it React 19's root instead (antd's documented way).
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const holder = container as Element & { __consoleRoot?: Root };
    holder.__consoleRoot ??= createRoot(container);
    const root = holder.__consoleRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete holder.__consoleRoot;
    };
  });
}
