import { useEffect, type RefObject } from 'react';
import type { Point } from './sea.ts';
import type { SeaGame } from './sea-game.ts';
import { paintSea } from './sea-painter.ts';

/** A sea before the canvas has a size (a first frame, or a test's document without layout). */
const FALLBACK = { width: 375, height: 560 };

/**
 * Runs the sea on a canvas: sized to its box at the device's pixel ratio (kept on resize), one
 * frame per requestAnimationFrame, and nothing at all while the page is hidden (the sea's clock
 * stands still, so fish and bullets carry on where they were).
 */
export function useSeaCanvas(
  game: SeaGame,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  bank: () => Point,
): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = canvas.getContext('2d');
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      const width = box.width || FALLBACK.width;
      const height = box.height || FALLBACK.height;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
      game.resize({ width, height });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    let frame = 0;
    let last: number | null = null;
    const draw = (time: number) => {
      // a long gap (a stalled tab) is not fast-forwarded
      const dt = last === null ? 0 : Math.min(100, time - last);
      last = time;
      game.tick(dt);
      if (ctx) paintSea(ctx, game, bank(), game.now);
      frame = window.requestAnimationFrame(draw);
    };
    const start = () => {
      if (frame !== 0 || document.visibilityState === 'hidden') return;
      if (typeof window.requestAnimationFrame !== 'function') return;
      last = null;
      frame = window.requestAnimationFrame(draw);
    };
    const stop = () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [bank, canvasRef, game]);
}
