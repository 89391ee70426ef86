import { POSTER_COLORS } from '../../theme.ts';
/**
 * The invite poster (ours: the spec's "save image"): drawn on a canvas — the product's title, the
 * invite text, the QR code of the invite link and the invite id — and handed over as a PNG.
 */
export interface PosterInput {
  title: string;
  text: string;
  idLine: string;
  link: string;
  /** The QR code, already drawn (the page's QR canvas). */
  qr: HTMLCanvasElement;
}

export const POSTER_SIZE = { width: 750, height: 1160 } as const;

/** The poster as a PNG data URL, or null where the browser cannot draw (no 2D context). */
export function drawPoster(input: PosterInput): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_SIZE.width;
  canvas.height = POSTER_SIZE.height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  const { width, height } = POSTER_SIZE;
  const font = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

  const bg = g.createLinearGradient(0, 0, width, height);
  bg.addColorStop(0, POSTER_COLORS.backgroundStart);
  bg.addColorStop(1, POSTER_COLORS.backgroundEnd);
  g.fillStyle = bg;
  g.fillRect(0, 0, width, height);
  g.fillStyle = 'rgba(255, 255, 255, 0.08)';
  g.beginPath();
  g.arc(width - 60, 120, 220, 0, Math.PI * 2);
  g.fill();

  g.textAlign = 'center';
  g.fillStyle = POSTER_COLORS.text;
  g.font = `700 64px ${font}`;
  g.fillText(input.title, width / 2, 190, width - 80);
  g.font = `36px ${font}`;
  g.fillText(input.text, width / 2, 270, width - 80);

  // The QR on a white card.
  const card = { x: 135, y: 340, size: 480 };
  g.fillStyle = POSTER_COLORS.card;
  roundRect(g, card.x, card.y, card.size, card.size + 110, 28);
  g.fill();
  const pad = 40;
  g.drawImage(input.qr, card.x + pad, card.y + pad, card.size - 2 * pad, card.size - 2 * pad);
  g.fillStyle = POSTER_COLORS.cardText;
  g.font = `600 34px ${font}`;
  g.fillText(input.idLine, width / 2, card.y + card.size + 50, card.size - 40);

  g.fillStyle = 'rgba(255, 255, 255, 0.92)';
  g.font = `24px ${font}`;
  g.fillText(input.link, width / 2, height - 90, width - 60);
  return canvas.toDataURL('image/png');
}

function roundRect(
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** Starts the download of a data URL as `filename`; false when it could not. */
export function downloadDataUrl(dataUrl: string | null, filename: string): boolean {
  if (!dataUrl || !dataUrl.startsWith('data:image/png')) return false;
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return true;
}

/** The QR canvas as a PNG data URL, or null. */
export function qrPng(qr: HTMLCanvasElement | null): string | null {
  if (!qr) return null;
  try {
    return qr.toDataURL('image/png');
  } catch {
    return null;
  }
}
