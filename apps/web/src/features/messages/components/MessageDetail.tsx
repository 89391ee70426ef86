import { Button, Popup } from 'antd-mobile';
import { useId } from 'react';
import { MESSAGES_TEXT as T } from '../strings.ts';

export interface DetailContent {
  title: string;
  time: string;
  /** Plain text (notices are reduced to text before they come here). */
  text: string;
}

/** A notice or a message in full, in a sheet from the bottom, with a close button. */
export function MessageDetail({
  content,
  onClose,
}: {
  content: DetailContent | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Popup
      visible={content !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="messages-detail"
      destroyOnClose
    >
      {content && (
        <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="messages-detail__title">
            {content.title}
          </h2>
          <p className="messages-detail__time">{content.time}</p>
          <div className="messages-detail__text">{content.text}</div>
          <Button block shape="rounded" color="primary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      )}
    </Popup>
  );
}
