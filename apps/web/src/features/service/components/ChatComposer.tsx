import { Button, DotLoading, TextArea } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { SUPPORT_LIMITS } from '@app/contract/support-constants';
import { toast } from '../../../lib/feedback.ts';
import { CHAT_IMAGE_ACCEPT, chatImageError, useUploadChatImage } from '../api/upload-image.ts';
import { CHAT_TEXT } from '../strings.ts';

/**
 * The chat's input: a text (at most SUPPORT_LIMITS.messageMax characters) with its send button,
 * and an image picker (GIF, PNG, JPEG up to 5 MB: checked here with the spec's messages, then
 * uploaded and sent). `onSend` resolves true when the message was stored.
 */
export function ChatComposer({
  onSend,
  sending,
}: {
  onSend: (body: { content: string } | { image: string }) => Promise<boolean>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  const textId = useId();
  const upload = useUploadChatImage();
  const busy = sending || upload.isPending;
  const content = text.trim();

  const send = async () => {
    if (content === '' || busy) return;
    if (await onSend({ content })) setText('');
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a failure
    if (!file || busy) return;
    const problem = chatImageError(file);
    if (problem !== null) {
      toast(problem, 'fail');
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => void onSend({ image }),
      onError: (error) => toast(error.message, 'fail'),
    });
  };

  return (
    <div className="chat-composer">
      {upload.isPending && (
        <p className="chat-composer__status" role="status">
          <DotLoading color="primary" /> {CHAT_TEXT.uploading}
        </p>
      )}
      <div className="chat-composer__row">
        <ImagePicker busy={busy} onPick={pick} />
        <label className="visually-hidden" htmlFor={textId}>
          {CHAT_TEXT.inputLabel}
        </label>
        <TextArea
          id={textId}
          className="chat-composer__text"
          placeholder={CHAT_TEXT.placeholder}
          value={text}
          onChange={setText}
          maxLength={SUPPORT_LIMITS.messageMax}
          autoSize={{ minRows: 1, maxRows: 4 }}
          rows={1}
          onEnterPress={(event) => {
            // Enter that confirms a pinyin candidate is the input method's, not a send.
            if (event.nativeEvent.isComposing || event.keyCode === 229) return;
            if (!event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button
          className="chat-composer__send"
          color="primary"
          size="small"
          disabled={content === '' || busy}
          loading={sending}
          onClick={() => void send()}
        >
          {CHAT_TEXT.send}
        </Button>
      </div>
    </div>
  );
}

/** The image button and the hidden file input it opens. */
function ImagePicker({
  busy,
  onPick,
}: {
  busy: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        className="chat-composer__file"
        type="file"
        accept={CHAT_IMAGE_ACCEPT}
        tabIndex={-1}
        aria-label={CHAT_TEXT.chooseFile}
        onChange={onPick}
      />
      <button
        type="button"
        className="chat-composer__image"
        aria-label={CHAT_TEXT.pickImage}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <PictureOutline aria-hidden />
      </button>
    </>
  );
}
