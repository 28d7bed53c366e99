// A `text/event-stream` body read by the WHATWG rules, for stream ops declared `stream_format: "sse"`.

/** One event: its name (`message` when none was given) and its `data` lines joined with LF. */
export interface SseFrame {
  readonly name: string;
  readonly data: string;
}

/** True when `text` takes more than `max` bytes in UTF-8 (counted only when its length leaves a doubt). */
export function tooLong(text: string, max: number): boolean {
  if (text.length > max) {
    return true;
  }
  return text.length * 3 > max && new TextEncoder().encode(text).length > max;
}

/** The bytes `text` takes in UTF-8 (a lone surrogate as the 3 bytes of its replacement). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      bytes += 2; // a surrogate pair: 2 units, 4 bytes
      i++;
    } else if (c >= 0x800) {
      bytes += 2;
    } else if (c >= 0x80) {
      bytes += 1;
    }
  }
  return bytes;
}

const LINE_END = /[\r\n]/g;

/**
 * Splits the body's bytes into events: lines end with CRLF, LF or a lone CR (also when a read ends between
 * the CR and the LF); a leading byte-order mark is dropped (by the decoder), and a UTF-8 sequence split across
 * reads stays whole; a line starting with `:` is a comment; `field: value` drops one space after the colon;
 * the `data` lines of an event join with LF and a blank line ends it; `id`, `retry` and unknown fields are read
 * and ignored (nothing reconnects). A line or an event's data over `maxBytes`, and a body that ends inside a
 * line or after a `data` line with no blank line, are `fail`'s error.
 */
export class SseParser {
  private readonly decoder = new TextDecoder();
  /** The line begun and not yet ended, in pieces (a long line is joined once, when it ends), and its bytes. */
  private pending: string[] = [];
  private pendingBytes = 0;
  private afterCr = false;
  private data: string[] = [];
  private dataBytes = 0;
  private name = "";

  constructor(private readonly maxBytes: number, private readonly fail: (message: string) => Error) {}

  /** The events the chunk completes; `null` is the end of the body. */
  feed(chunk: Uint8Array | null): SseFrame[] {
    const text = chunk === null ? this.decoder.decode() : this.decoder.decode(chunk, { stream: true });
    const frames: SseFrame[] = [];
    let start = 0;
    for (;;) {
      if (this.afterCr && start < text.length) {
        this.afterCr = false;
        if (text.charCodeAt(start) === 10) {
          start++;
        }
      }
      LINE_END.lastIndex = start;
      const end = LINE_END.exec(text);
      if (end === null) {
        break;
      }
      this.extend(text.slice(start, end.index));
      const line = this.pending.join("");
      this.pending = [];
      this.pendingBytes = 0;
      this.afterCr = end[0] === "\r";
      start = end.index + 1;
      const frame = this.line(line);
      if (frame !== null) {
        frames.push(frame);
      }
    }
    this.extend(text.slice(start));
    if (chunk === null && (this.pending.length > 0 || this.data.length > 0)) {
      throw this.fail("the body ended inside an event");
    }
    return frames;
  }

  /** Adds a piece to the line begun, failing once the line is longer than the limit. */
  private extend(piece: string): void {
    if (piece.length === 0) {
      return;
    }
    this.pendingBytes += utf8Length(piece);
    if (this.pendingBytes > this.maxBytes) {
      throw this.fail("a stream line is longer than " + this.maxBytes + " bytes");
    }
    this.pending.push(piece);
  }

  private line(line: string): SseFrame | null {
    if (line.length === 0) {
      const frame = this.data.length === 0 ? null : { name: this.name === "" ? "message" : this.name, data: this.data.join("\n") };
      this.data = [];
      this.dataBytes = 0;
      this.name = "";
      return frame;
    }
    if (line.startsWith(":")) {
      return null;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(line.startsWith(" ", colon + 1) ? colon + 2 : colon + 1);
    if (field === "event") {
      this.name = value;
    } else if (field === "data") {
      this.dataBytes += (this.data.length > 0 ? 1 : 0) + utf8Length(value);
      if (this.dataBytes > this.maxBytes) {
        throw this.fail("a stream line is longer than " + this.maxBytes + " bytes");
      }
      this.data.push(value);
    }
    return null;
  }
}
