import { DotLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { UPLOAD_ACCEPT, uploadFileError, useUploadImage } from '../api/upload.ts';
import { FUNDS_TEXT } from '../strings.ts';

/**
 * The transfer screenshot of a manual deposit: picks an image, checks type and size here (spec
 * part 2 §5), uploads it and shows the uploaded image. `onChange` gets the image URL.
 */
export function ScreenshotUpload({
  url,
  onChange,
}: {
  url: string;
  onChange: (url: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a failure
    if (!file || upload.isPending) return;
    const problem = uploadFileError(file);
    if (problem !== null) {
      toast(problem, 'fail');
      return;
    }
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (error) => toast(error.message, 'fail'),
    });
  };

  return (
    <div className="funds-upload">
      <input
        ref={input}
        id={inputId}
        className="funds-upload__input"
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={FUNDS_TEXT.screenshot}
        onChange={pick}
      />
      <button
        type="button"
        className="funds-upload__box"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-busy={upload.isPending}
      >
        {upload.isPending ? (
          <span className="funds-upload__state">
            <DotLoading color="primary" />
            {FUNDS_TEXT.uploading}
          </span>
        ) : url ? (
          <>
            <img className="funds-upload__preview" src={url} alt={FUNDS_TEXT.uploadPreviewAlt} />
            <span className="funds-upload__again">{FUNDS_TEXT.reupload}</span>
          </>
        ) : (
          <span className="funds-upload__state">
            <AddOutline fontSize={28} aria-hidden />
            {FUNDS_TEXT.screenshot}
          </span>
        )}
      </button>
      <p className="funds-hint">{FUNDS_TEXT.screenshotHint}</p>
    </div>
  );
}
