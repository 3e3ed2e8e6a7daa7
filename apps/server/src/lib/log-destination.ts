import pino from 'pino';

/** Lines are handed to the file in batches of about this many characters (~140 access lines)... */
const BATCH_CHARS = 32 * 1024;
/** ...and at least this often, so a quiet server's lines do not wait for a batch to fill. */
const FLUSH_MS = 1000;

type SonicBoom = ReturnType<typeof pino.destination>;

/** Destinations still open: their batches are written when the process exits (one listener for all). */
const open = new Set<LogDestination>();
let exitListener = false;

/**
 * Where the app's log lines go (stdout or a file): every line, the app logger's and the access lines alike,
 * in the order written, handed to pino's asynchronous destination (sonic-boom) a batch at a time.
 *
 * Why not sonic-boom's own buffering (`minLength`): it appends each line to its buffer string and measures
 * that string's UTF-8 length on every write, so a 4 KB buffer was copied about once per line, and every 4 KB
 * was a file write handed to libuv's thread pool; together ~10% of a small answer's CPU under load
 * (docs/PERFORMANCE.md). Here a line is pushed onto an array; a batch is joined and written once.
 *
 * What can be lost is the same as before: lines younger than a second when the process is killed. On a normal
 * exit (and on pino's flushSync) the batch is written synchronously.
 */
export class LogDestination {
  readonly #file: SonicBoom;
  #lines: string[] = [];
  #chars = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(dest: string | number) {
    this.#file = pino.destination({ dest, sync: false });
    this.#timer = setInterval(() => this.#hand(), FLUSH_MS).unref();
    open.add(this);
    if (!exitListener) {
      exitListener = true;
      process.once('exit', () => open.forEach((destination) => destination.flushSync()));
    }
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= BATCH_CHARS) this.#hand();
    return true;
  }

  /** Hands what is batched to the file (written asynchronously). */
  #hand() {
    if (this.#lines.length === 0) return;
    const batch = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#file.write(batch);
  }

  flush(callback?: (error?: Error) => void) {
    this.#hand();
    this.#file.flush(callback);
  }

  flushSync() {
    this.#hand();
    try {
      this.#file.flushSync();
    } catch {
      // An asynchronous write still in progress (sonic-boom refuses then); it completes on its own.
    }
  }

  end() {
    open.delete(this);
    clearInterval(this.#timer);
    this.#hand();
    this.#file.end();
  }
}
