import { useState } from 'react';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../../lib/api.ts';
import { TEXT } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

/** The image types the server takes (by their bytes), and its size limit. */
const ACCEPT = 'image/png,image/jpeg,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  /** The field's label, for the upload button's and the address field's accessible names. */
  label: string;
  placeholder?: string;
}

/**
 * An image address for a form (antd Form.Item): upload a picture (POST /api/admin/uploads, the
 * answered /uploads/… address fills the field) or type an address (fallback), with a preview.
 */
export function ImageField({ value = '', onChange, label, placeholder }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      void message.error(TEXT.imageTooBig);
      return;
    }
    setBusy(true);
    try {
      const stored = await adminCall(adminCalls.uploadImage, { file });
      onChange?.(stored.url);
      void message.success(TEXT.uploaded);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={TEXT.imageAddress(label)}
          value={value}
          placeholder={placeholder ?? TEXT.imagePlaceholder}
          onChange={(event) => onChange?.(event.target.value)}
          allowClear
        />
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} aria-label={TEXT.uploadImage(label)}>
            {TEXT.upload}
          </Button>
        </Upload>
      </Space.Compact>
      {value ? (
        <Image
          src={value}
          alt={label}
          height={72}
          style={{ objectFit: 'contain', background: COLOR.imageBg, borderRadius: 4 }}
          fallback={FALLBACK}
        />
      ) : null}
    </Space>
  );
}

/** A tiny grey square shown when an address does not load. */
const FALLBACK =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="%23eee"/></svg>';

/** A thumbnail in a table cell. */
export function Thumb({ src, alt }: { src: string; alt: string }) {
  if (!src) return <span style={{ color: COLOR.placeholder }}>—</span>;
  return (
    <Image
      src={src}
      alt={alt}
      width={96}
      height={40}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      fallback={FALLBACK}
    />
  );
}
