import { Dialog, Toast } from 'antd-mobile';
import { installAntdRender } from './antd-render.ts';

// Toast and Dialog.confirm render through the React 19 hook; nothing else in the app renders
// antd-mobile imperatively, so the hook (and the legacy render code behind it) waits until here.
installAntdRender();

/** The antd-mobile overlays, in their own chunk (they pull in the animation library). */
export { Dialog, Toast };
