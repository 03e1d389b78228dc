/**
 * `ce batch` progress on a terminal (issue 17): one line redrawn in place (documents done,
 * documents per second, errors so far, elapsed) and a one-line summary at the end. On a
 * stream that is not a terminal (a pipe, a file, the eval runner) it writes nothing, as
 * `ce batch` always did.
 */

export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): boolean;
}

/** Redraws at most this often: a terminal that repaints 10 times a second reads as live; more costs the batch. */
const REDRAW_MS = 100;

/** Is this output line an error record (`{"id":...,"error":...}`, records.ts toErrorRecord)? */
const ERROR_RECORD = /^\{"id":(?:"(?:[^"\\]|\\.)*"|[^,"]*),"error":/;

export class BatchProgress {
  private done = 0;
  private errors = 0;
  private readonly started: number;
  private lastDraw = 0;
  private readonly on: boolean;

  constructor(
    private readonly stream: ProgressStream,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.on = stream.isTTY === true;
    this.started = now();
  }

  /** One document answered with `line`. */
  record(line: string): void {
    this.done++;
    if (ERROR_RECORD.test(line)) this.errors++;
    if (!this.on) return;
    const t = this.now();
    if (t - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = t;
    this.stream.write(`\r\x1b[K${this.status(t)}`);
  }

  /** The summary line, replacing the progress line. */
  finish(): void {
    if (!this.on) return;
    this.stream.write(`\r\x1b[K${this.status(this.now())} (finished)\n`);
  }

  private status(t: number): string {
    const seconds = (t - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const docs = this.done === 1 ? "document" : "documents";
    const errors = this.errors === 1 ? "error" : "errors";
    return `ce batch: ${this.done} ${docs}, ${rate.toFixed(1)} docs/s, ${this.errors} ${errors}, ${formatElapsed(seconds)} elapsed`;
  }
}

/** `42.0s`, `3m05s`, `1h02m03s`. */
export function formatElapsed(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}h${String(m).padStart(2, "0")}m${sec}s` : `${m}m${sec}s`;
}
