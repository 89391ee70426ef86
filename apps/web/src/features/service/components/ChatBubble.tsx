import { useCallback, useState } from 'react';
import type { SupportMessage } from '@app/contract/support';
import { CHAT_TEXT } from '../strings.ts';
import { ImageLightbox } from './ImageLightbox.tsx';

/** "HH:mm" of today's messages, "MM-DD HH:mm" of older ones (times are Beijing, as sent). */
export function chatTime(createdAt: string, today: string): string {
  const [day = '', time = ''] = createdAt.split(' ');
  const hm = time.slice(0, 5);
  return day === today ? hm : `${day.slice(5)} ${hm}`;
}

/**
 * One message: the player's on the right, customer service's on the left, with its time; an
 * image as a thumbnail that opens large.
 */
export function ChatBubble({ message, today }: { message: SupportMessage; today: string }) {
  const mine = message.sender === 'player';
  const [large, setLarge] = useState(false);
  const closeLarge = useCallback(() => setLarge(false), []);
  return (
    <li className={`chat-row ${mine ? 'chat-row--mine' : 'chat-row--agent'}`}>
      <span className="chat-row__who">{mine ? CHAT_TEXT.me : CHAT_TEXT.agent}</span>
      <div className="chat-row__bubble">
        {message.image !== '' ? (
          <button
            type="button"
            className="chat-row__image"
            aria-label={CHAT_TEXT.viewImage}
            onClick={() => setLarge(true)}
          >
            <img src={message.image} alt={CHAT_TEXT.imageAlt} loading="lazy" />
          </button>
        ) : (
          <p className="chat-row__text">{message.content}</p>
        )}
        {large && <ImageLightbox src={message.image} onClose={closeLarge} />}
      </div>
      <time className="chat-row__time" dateTime={message.created_at.replace(' ', 'T')}>
        {chatTime(message.created_at, today)}
      </time>
    </li>
  );
}
