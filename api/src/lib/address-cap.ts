/**
 * Counts open connections per client address, up to `max` each: `admit` takes a place (false when the address is
 * full), `release` gives it back. Addresses with no open connection are forgotten, so the map stays as small as the
 * set of connected clients.
 */
export function createAddressCap(max: number) {
  const open = new Map<string, number>();
  return {
    admit(address: string): boolean {
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) return false;
      open.set(address, count);
      return true;
    },
    release(address: string): void {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    },
  };
}
