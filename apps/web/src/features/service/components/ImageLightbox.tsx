import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CHAT_TEXT } from '../strings.ts';

/**
 * A chat image, large, over the screen: closed by its button (focused on open), Escape, or a tap
 * anywhere; focus goes back to the thumbnail that opened it.
 */
export function ImageLightbox({ src, onClose }: { src: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      className="chat-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={CHAT_TEXT.viewImage}
      onClick={onClose}
    >
      <button
        ref={close}
        type="button"
        className="chat-lightbox__close"
        aria-label={CHAT_TEXT.closeImage}
      >
        <CloseOutline aria-hidden />
      </button>
      <img className="chat-lightbox__image" src={src} alt={CHAT_TEXT.imageAlt} />
    </div>,
    document.body,
  );
}
