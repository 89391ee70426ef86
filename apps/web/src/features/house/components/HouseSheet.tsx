import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { HOUSE_TEXT } from '../strings.ts';

/** A bottom sheet of the house games (赔付表, 公平验证, 记录, 自动旋转, 鱼表): a title, a close button. */
export function HouseSheet({
  title,
  visible,
  onClose,
  children,
}: {
  title: string;
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="house-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={title} className="house-sheet__frame">
        <div className="house-sheet__head">
          <h2 className="house-sheet__title">{title}</h2>
          <button type="button" className="house-sheet__close" onClick={onClose}>
            {HOUSE_TEXT.close}
          </button>
        </div>
        {/* scrolls: reachable from the keyboard too */}
        <div className="house-sheet__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </Popup>
  );
}
