import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, networkError } from '../../test/api-mock';
import { createOutbox, type Outbox, type OutboxOptions } from './index';

let dbCount = 0;
const opened: Outbox[] = [];

/** A phone whose connection the test switches; `online()` fires the browser's `online` event. */
function phone(startOnline: boolean) {
  let isOnline = startOnline;
  let clock = 1_000_000;
  const target = new EventTarget();
  return {
    dbName: `outbox-test-${++dbCount}`,
    isOnline: () => isOnline,
    now: () => clock,
    target: target as unknown as Window,
    online() {
      isOnline = true;
      target.dispatchEvent(new Event('online'));
    },
    offline() {
      isOnline = false;
    },
    advance(ms: number) {
      clock += ms;
    },
  };
}

function open(device: ReturnType<typeof phone>, extra: Partial<OutboxOptions> = {}): Outbox {
  const outbox = createOutbox({ dbName: device.dbName, isOnline: device.isOnline, now: device.now, target: device.target, random: () => 0.5, ...extra });
  opened.push(outbox);
  return outbox;
}

afterEach(() => {
  opened.splice(0).forEach((outbox) => outbox.close());
});

const task = (n: number) => ({ kind: 'task', scope: 'inspection:7', label: `침실1 · 바닥 수평 ${n}mm`, payload: { deviationMm: n } });

describe('offline outbox', () => {
  it('keeps a task recorded offline across a reload and sends it once when the connection returns', async () => {
    const device = phone(false);
    const server = vi.fn(async (payload: unknown) => ({ taskIdx: 41, ...(payload as { deviationMm: number }) }));

    const first = open(device, { senders: { task: server } });
    const saved = await first.enqueue(task(3));
    await first.flush();
    expect(server).not.toHaveBeenCalled();
    expect(first.getState().items.map((i) => i.label)).toEqual(['침실1 · 바닥 수평 3mm']);
    first.close();

    // The page is reloaded while still offline: a new outbox reads the same device storage.
    const second = open(device, { senders: { task: server } });
    await second.ready;
    expect(second.getState().items).toEqual([expect.objectContaining({ id: saved.id, status: 'pending', payload: { deviationMm: 3 } })]);
    await second.flush();
    expect(server).not.toHaveBeenCalled();

    const sent = new Promise((resolve) => second.onEvent((event) => event.type === 'sent' && resolve(event)));
    device.online();
    await sent;
    expect(server).toHaveBeenCalledTimes(1);
    expect(server.mock.calls[0]![0]).toEqual({ deviationMm: 3 });
    expect(second.getState().items).toEqual([]);

    // Another reload: nothing is left to send again.
    second.close();
    const third = open(device, { senders: { task: server } });
    await third.ready;
    await third.flush();
    expect(third.getState().items).toEqual([]);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('keeps items when the connection drops mid-send and tries again after a wait, in the order they were made', async () => {
    const device = phone(true);
    const calls: number[] = [];
    let failNext = true;
    const outbox = open(device, {
      senders: {
        task: async (payload: unknown) => {
          const { deviationMm } = payload as { deviationMm: number };
          calls.push(deviationMm);
          if (failNext) {
            failNext = false;
            throw networkError();
          }
          return { ok: true };
        },
      },
    });
    await outbox.ready;
    device.offline();
    await outbox.enqueue(task(1));
    await outbox.enqueue(task(2));
    device.online();
    await outbox.flush();
    // The first try of item 1 failed without an answer: item 2 waits behind it.
    expect(calls).toEqual([1]);
    expect(outbox.getState().items.map((i) => [i.label, i.attempts, i.status])).toEqual([
      ['침실1 · 바닥 수평 1mm', 1, 'pending'],
      ['침실1 · 바닥 수평 2mm', 0, 'pending'],
    ]);
    device.advance(2_000);
    await outbox.flush();
    expect(calls).toEqual([1, 1, 2]);
    expect(outbox.getState().items).toEqual([]);
  });

  it.each([408, 429, 500, 503, 401])('keeps an item the server answered %i for another try', async (status) => {
    const device = phone(true);
    const sender = vi.fn().mockRejectedValueOnce(apiError(status, '잠시 후 다시 시도해 주세요.')).mockResolvedValue({});
    const outbox = open(device, { senders: { task: sender } });
    await outbox.enqueue(task(5));
    await outbox.flush();
    expect(outbox.getState().items).toEqual([expect.objectContaining({ status: 'pending', error: null, attempts: 1 })]);
    device.advance(60_000);
    await outbox.flush();
    expect(sender).toHaveBeenCalledTimes(2);
    expect(outbox.getState().items).toEqual([]);
  });

  it('marks an item the server refused with its Korean message, sends the rest, and sends the fixed item again', async () => {
    const device = phone(true);
    const sender = vi.fn(async (payload: unknown) => {
      if ((payload as { deviationMm: number }).deviationMm > 100) throw apiError(400, '편차는 100mm까지 적어 주세요.');
      return { ok: true };
    });
    const outbox = open(device, { senders: { task: sender } });
    const wrong = await outbox.enqueue(task(500));
    await outbox.enqueue(task(4));
    await outbox.flush();
    expect(outbox.getState().items).toEqual([
      expect.objectContaining({ id: wrong.id, status: 'failed', error: '편차는 100mm까지 적어 주세요.' }),
    ]);
    expect(sender).toHaveBeenCalledTimes(2);

    // A failed item survives a reload too, with its message.
    outbox.close();
    const reloaded = open(device, { senders: { task: sender } });
    await reloaded.ready;
    expect(reloaded.getState().items[0]).toEqual(expect.objectContaining({ status: 'failed', error: '편차는 100mm까지 적어 주세요.' }));

    await reloaded.update(wrong.id, { payload: { deviationMm: 5 }, label: '침실1 · 바닥 수평 5mm' });
    await reloaded.flush();
    expect(sender).toHaveBeenLastCalledWith({ deviationMm: 5 }, expect.anything(), expect.objectContaining({ id: wrong.id }));
    expect(reloaded.getState().items).toEqual([]);
  });

  it('drops a discarded item without sending it', async () => {
    const device = phone(false);
    const sender = vi.fn(async () => ({}));
    const outbox = open(device, { senders: { task: sender } });
    const item = await outbox.enqueue(task(2));
    await outbox.discard(item.id);
    device.online();
    await outbox.flush();
    expect(sender).not.toHaveBeenCalled();
    outbox.close();
    const reloaded = open(device);
    await reloaded.ready;
    expect(reloaded.getState().items).toEqual([]);
  });

  it('holds a photo until its task is sent and hands it the task the server created', async () => {
    const device = phone(false);
    const photoSender = vi.fn(async (_payload: unknown, context: { resultOf: (id: string) => unknown }, item: { dependsOn: string[] }) => ({
      taskIdx: (context.resultOf(item.dependsOn[0]!) as { taskIdx: number }).taskIdx,
    }));
    const outbox = open(device, { senders: { task: async () => ({ taskIdx: 77 }), photo: photoSender } });
    const created = await outbox.enqueue(task(3));
    // The photo is made before the task's kind is known... and waits for it whatever the order.
    await outbox.enqueue({ kind: 'photo', scope: 'inspection:7', label: '사진', payload: { name: 'a.jpg' }, dependsOn: [created.id] });
    device.online();
    await outbox.flush();
    expect(photoSender).toHaveBeenCalledTimes(1);
    await expect(photoSender.mock.results[0]!.value).resolves.toEqual({ taskIdx: 77 });
    expect(outbox.getState().items).toEqual([]);
  });

  it('leaves items of a kind nobody can send yet until its sender is registered', async () => {
    const device = phone(true);
    const outbox = open(device);
    await outbox.enqueue(task(1));
    await outbox.flush();
    expect(outbox.getState().items).toHaveLength(1);
    const sender = vi.fn(async () => ({}));
    outbox.register('task', sender);
    await outbox.flush();
    expect(sender).toHaveBeenCalledTimes(1);
    expect(outbox.getState().items).toEqual([]);
  });
});

describe('offline outbox without IndexedDB', () => {
  it('still records and sends in memory, and says that nothing is kept on the device', async () => {
    const saved = globalThis.indexedDB;
    // A browser that blocks IndexedDB.
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
    try {
      const device = phone(true);
      const sender = vi.fn(async () => ({}));
      const outbox = open(device, { senders: { task: sender } });
      await outbox.ready;
      expect(outbox.getState().persistent).toBe(false);
      await outbox.enqueue(task(1));
      await outbox.flush();
      expect(sender).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true });
    }
  });
});
