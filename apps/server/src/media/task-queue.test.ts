import { describe, expect, it } from 'vitest';
import { createTaskQueue, UploadsBusyError } from './image-queue';

/** A task that runs until `finish()` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

describe('createTaskQueue', () => {
  it('runs at most `concurrency` tasks, the next ones in order, and refuses beyond `maxWaiting`', async () => {
    class Busy extends Error {}
    const queue = createTaskQueue({
      concurrency: 2,
      maxWaiting: 1,
      retryAfterSeconds: 5,
      busy: () => new Busy(),
    });
    const order: string[] = [];
    const a = held();
    const b = held();
    const running = [
      queue.run(async () => {
        order.push('a');
        await a.task();
      }),
      queue.run(async () => {
        order.push('b');
        await b.task();
      }),
      queue.run(async () => {
        order.push('c');
      }),
    ];
    await Promise.resolve();
    expect(queue.stats).toMatchObject({ active: 2, waiting: 1 });
    await expect(queue.run(async () => order.push('d'))).rejects.toBeInstanceOf(Busy);
    a.finish();
    b.finish();
    await Promise.all(running);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(queue.stats).toMatchObject({ active: 0, waiting: 0, completed: 3, refused: 1, maxActive: 2 });
  });

  it('throws the uploads’ Spanish 503 by default', async () => {
    const queue = createTaskQueue({ concurrency: 1, maxWaiting: 0, retryAfterSeconds: 30 });
    const a = held();
    const first = queue.run(a.task);
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(UploadsBusyError);
    a.finish();
    await first;
  });
});
