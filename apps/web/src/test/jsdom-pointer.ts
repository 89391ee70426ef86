/**
 * jsdom has no pointer capture; antd-mobile's Popup (its drag gesture) calls it on pointer down.
 * Imported by the tests that open a popup (the bet panel, the deposit and withdrawal pickers).
 */
const proto = Element.prototype as Element & {
  setPointerCapture?: (id: number) => void;
  releasePointerCapture?: (id: number) => void;
  hasPointerCapture?: (id: number) => boolean;
};
if (typeof proto.setPointerCapture !== 'function') proto.setPointerCapture = () => {};
if (typeof proto.releasePointerCapture !== 'function') proto.releasePointerCapture = () => {};
if (typeof proto.hasPointerCapture !== 'function') proto.hasPointerCapture = () => false;
export {};
