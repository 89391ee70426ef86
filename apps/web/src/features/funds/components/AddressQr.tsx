import { QRCodeSVG } from 'qrcode.react';
import { FUNDS_TEXT } from '../strings.ts';

interface AddressQrProps {
  /** The address the code encodes. */
  value: string;
  /** An operator-provided QR image; used instead of drawing one when non-empty. */
  imageUrl?: string | undefined;
  size?: number;
}

/** The QR code of a receiving address: the operator's image when there is one, else drawn. */
export function AddressQr({ value, imageUrl, size = 168 }: AddressQrProps) {
  if (imageUrl) {
    return (
      <img
        className="funds-qr"
        src={imageUrl}
        alt={FUNDS_TEXT.qrAlt}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  if (value === '')
    return <div className="funds-qr funds-qr--empty" style={{ width: size, height: size }} />;
  return (
    <QRCodeSVG
      className="funds-qr"
      value={value}
      size={size}
      marginSize={2}
      level="M"
      role="img"
      aria-label={FUNDS_TEXT.qrAlt}
    />
  );
}
