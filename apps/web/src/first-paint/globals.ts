/** What the first-paint scripts leave on `window` for the app (lib/api.ts) and for each other. */
declare global {
  interface Window {
    /** The answers the server wrote into the page ("path body" → envelope), parsed once. */
    __pageAnswers?: Record<string, unknown>;
    /** Answers index.html's inline script asked for before any script ran ("path body" → answer). */
    __earlyAnswers?: Record<string, Promise<Response> | undefined>;
  }
}

/** The route in the address (hash routing): '#/lottery?id=1' → '/lottery'. */
export function pathOfHash(): string {
  const hash = location.hash.slice(1);
  const q = hash.indexOf('?');
  return q < 0 ? hash : hash.slice(0, q);
}

/** The home screen's addresses: '', '/', '/home'. */
export function isHomePath(path: string): boolean {
  return path === '' || path === '/' || path === '/home';
}

/** The first banner of a banner-list envelope, when there is one. */
export function firstBanner(answer: unknown): { src: string } | undefined {
  const envelope = answer as { code?: number; data?: { src: string }[] } | null | undefined;
  return envelope && envelope.code === 200 && envelope.data ? envelope.data[0] : undefined;
}
