import { nextTask } from './next-task.js';

describe('nextTask', () => {
  it('resolves after the current task, once a timer queued before it has run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued first'), 0);
    const waited = nextTask().then(() => order.push('after nextTask'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'timer queued first', 'after nextTask']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTo = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTo };
    try {
      await nextTask();
      expect(yieldTo).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
