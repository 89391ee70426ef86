import { Dialog, Toast } from 'antd-mobile';

/** The antd-mobile overlays, in their own chunk (they pull in the animation library). */
export { Dialog, Toast };
