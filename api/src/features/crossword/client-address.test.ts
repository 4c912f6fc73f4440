import { clientAddressKey, createAddressHasher } from './client-address';

describe('client addresses', () => {
  it('names an IPv4 client by its address, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('names an IPv6 client by its /64, however the address is written', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('puts a missing or unreadable address in one bucket', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('not an address')).toBe('unknown');
  });

  it('hashes with the secret: stable for one client, different across clients and secrets, never the address', () => {
    const hash = createAddressHasher('a'.repeat(32));
    expect(hash('203.0.113.9')).toBe(hash('::ffff:203.0.113.9'));
    expect(hash('2001:db8:1:2::1')).toBe(hash('2001:db8:1:2::99'));
    expect(hash('203.0.113.9')).not.toBe(hash('203.0.113.10'));
    expect(createAddressHasher('b'.repeat(32))('203.0.113.9')).not.toBe(hash('203.0.113.9'));
    expect(hash('203.0.113.9')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
