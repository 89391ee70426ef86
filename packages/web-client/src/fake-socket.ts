/**
 * A WebSocket stand-in a test drives as the server would: it records what the client sends and
 * how it closes; `accept`, `frame` and `drop` play the server's side. Install it with
 * `vi.stubGlobal('WebSocket', FakeSocket)` or pass it as a `WebSocketImpl`.
 */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];

  readonly url: string;
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = FakeSocket.CLOSED;
  }
  /** The messages the client sent, parsed, without pings. */
  messages(): Record<string, unknown>[] {
    return this.sent
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((message) => message.type !== 'ping');
  }
  // the server's side
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }
}
