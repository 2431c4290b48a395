/**
 * Resolves in a task of its own, so the work after it does not lengthen the task before it: the
 * browser can paint and answer input in between (issue 7: total blocking time on a slow phone).
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued tasks),
 * a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
