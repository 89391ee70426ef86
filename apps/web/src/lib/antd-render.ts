import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative components (Toast, Dialog.confirm) with ReactDOM.render,
 * which React 19 removed; it lets us supply a createRoot-based render instead (mobile.ant.design,
 * "v5 for React 19"). Called once, before anything can show a Toast.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
