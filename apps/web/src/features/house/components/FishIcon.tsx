import { useEffect, useRef } from 'react';
import { drawFish, fishLook } from '../art/fish-art.ts';

/**
 * One fish, drawn still on a small canvas (the fish table, the lobby), named for screen readers;
 * without a name it is a decoration, hidden from them.
 */
export function FishIcon({
  code,
  name,
  size = 56,
}: {
  code: string;
  name?: string;
  size?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    el.width = size * ratio;
    el.height = size * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const look = fishLook(code);
    // fit the fish's length or its height, whichever is the tighter
    const length = Math.min(size * 0.9, (size * 0.9 * 100) / (2 * look.halfHeight));
    ctx.translate(size / 2, size / 2);
    drawFish(ctx, code, length, 0.3);
  }, [code, size]);
  return (
    <canvas
      ref={canvas}
      className="house-fish-icon"
      width={size}
      height={size}
      style={{ width: size, height: size }}
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    />
  );
}
