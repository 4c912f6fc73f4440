/**
 * Remembers computed values by key, at most `maxKeys` of them (the oldest goes first), for work that is repeated on
 * every request with the same input (a session token's signature, a client address's hash).
 */
export function createBoundedMemo<T>(maxKeys: number) {
  const values = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      return values.get(key);
    },
    set(key: string, value: T): void {
      values.set(key, value);
      if (values.size > maxKeys) values.delete(values.keys().next().value as string);
    },
  };
}
