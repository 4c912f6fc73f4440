import type { Response } from 'express';

/** Writes chunks to a response, waiting for the client whenever its buffer is full. */
export type ChunkWriter = (chunk: string) => Promise<void> | undefined;

/**
 * Streams a body produced piece by piece, honouring backpressure. If the client goes away the producer's next write
 * throws, so it stops reading the database. Returns false when the body could not be completed (the response is
 * then destroyed: with headers already sent, a broken response is the only honest failure signal).
 */
export async function streamResponse(res: Response, produce: (write: ChunkWriter) => Promise<unknown>, onError: (error: unknown) => void): Promise<boolean> {
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  try {
    await produce((chunk) => {
      if (closed) throw new Error('the client went away');
      if (res.write(chunk)) return undefined;
      return new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.once('drain', done);
        res.once('close', done);
      });
    });
  } catch (error) {
    onError(error);
    res.destroy();
    return false;
  }
  res.end();
  return true;
}
