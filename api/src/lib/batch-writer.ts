/**
 * Group commit: writes that arrive while a batch is being committed wait and go together in the next batch
 * (one multi-row INSERT). Each caller's promise settles only when its own batch has committed, so a 2xx still
 * means "stored".
 *
 * Before taking a batch the writer yields to the event loop once (setImmediate), so requests that have already
 * arrived get parsed and join it. That matters on PGlite, which runs each statement synchronously: without the
 * yield every batch would hold a single write.
 *
 * One bad item must never fail the others, nor cost them their speed: when a batch of several items fails, it is
 * split in halves and each half committed again, recursively, so only the items that fail alone are rejected (with
 * their own error). One bad item among n costs about 2·log2(n) extra statements rather than n.
 *
 * A busy database (no connection within the acquire timeout) is no item's fault: the whole batch is rejected at
 * once, since every half would only wait for a connection again.
 */
import { isDatabaseBusy } from './db';

export interface BatchWriter<T> {
  write(item: T): Promise<void>;
  /** Resolves once everything queued so far is committed. */
  flush(): Promise<void>;
  readonly pending: number;
}

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createBatchWriter<T>(commit: (items: T[]) => Promise<void>, maxBatchSize = 500): BatchWriter<T> {
  let queue: Waiting<T>[] = [];
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxBatchSize);
      queue = queue.slice(batch.length);
      await commitIsolatingFailures(batch);
    }
  }

  async function commitIsolatingFailures(batch: Waiting<T>[]): Promise<void> {
    try {
      await commit(batch.map((waiting) => waiting.item));
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      if (batch.length === 1 || isDatabaseBusy(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      const middle = Math.ceil(batch.length / 2);
      await commitIsolatingFailures(batch.slice(0, middle));
      await commitIsolatingFailures(batch.slice(middle));
    }
  }

  function start(): Promise<void> {
    if (!running) {
      running = Promise.resolve()
        .then(drain)
        .finally(() => {
          running = null;
          // A write queued after drain's last check but before this point would otherwise wait forever.
          if (queue.length > 0) void start();
        });
    }
    return running;
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        void start();
      });
    },
    async flush() {
      while (running || queue.length > 0) await start();
    },
    get pending() {
      return queue.length;
    },
  };
}
