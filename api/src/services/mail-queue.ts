/**
 * E-mails prepared and sent after the request is answered: an answer never waits on a mail server
 * (and a sign-in link's answer tells nothing by its timing). The queue keeps what is still on its
 * way, so shutdown and the tests that read the outbox can wait for it; a failure is logged.
 */
export function createMailQueue(log: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    later(work: () => Promise<void>): void {
      const sending = work()
        .catch(log)
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },

    /** Resolves when every e-mail queued so far has been handled. */
    async settled(): Promise<void> {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
