/**
 * Values remembered for a short time under a key; callers arriving while a value loads share that load, and a failed
 * load is forgotten at once. The oldest key goes when more than `maxKeys` are held.
 */
export function createRemembered<T>(maxKeys: number, clock: () => number = Date.now) {
  const values = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>, ttlMs: number, { fresh = false } = {}): Promise<T> {
      const held = values.get(key);
      if (!fresh && held && held.expiresAt > clock()) return held.value;
      const value = load();
      values.delete(key);
      values.set(key, { expiresAt: clock() + ttlMs, value });
      value.catch(() => {
        if (values.get(key)?.value === value) values.delete(key);
      });
      if (values.size > maxKeys) values.delete(values.keys().next().value as string);
      return value;
    },
    forget(key: string): void {
      values.delete(key);
    },
  };
}
