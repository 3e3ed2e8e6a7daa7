import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogDestination } from './log-destination';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function logFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ipju-log-'));
  dirs.push(dir);
  return path.join(dir, 'app.log');
}
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const flushed = (destination: LogDestination) => new Promise<void>((resolve, reject) => destination.flush((error) => (error ? reject(error) : resolve())));
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('log destination', () => {
  it('writes every line, in the order written, once flushed', async () => {
    const file = logFile();
    const destination = new LogDestination(file);
    const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"msg":"줄 ${i}"}\n`);
    for (const line of lines) destination.write(line);
    await waitFor(() => read(file).length > 0);
    await flushed(destination);
    await waitFor(() => read(file) === lines.join(''));
    expect(read(file)).toBe(lines.join(''));
    destination.end();
  });

  it('writes a few lines of a quiet server within about a second, without a flush', async () => {
    const file = logFile();
    const destination = new LogDestination(file);
    destination.write('{"msg":"one"}\n');
    expect(read(file)).toBe('');
    await waitFor(() => read(file) !== '');
    expect(read(file)).toBe('{"msg":"one"}\n');
    destination.end();
  });

  it('writes what is batched at once on flushSync (what pino and the exit run)', async () => {
    const file = logFile();
    const destination = new LogDestination(file);
    // The file is opened asynchronously; a process exits long after its first line.
    await waitFor(() => existsSync(file));
    await new Promise((resolve) => setTimeout(resolve, 100));
    destination.write('{"msg":"last words"}\n');
    destination.flushSync();
    expect(read(file)).toBe('{"msg":"last words"}\n');
    destination.end();
  });
});
