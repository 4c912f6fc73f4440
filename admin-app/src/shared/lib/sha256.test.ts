import { createHash, webcrypto } from 'node:crypto';
import { sha256Hex, sha256HexOf } from './sha256';

const reference = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('SHA-256', () => {
  it('matches the standard test vectors', () => {
    expect(sha256HexOf(new TextEncoder().encode(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexOf(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes texts of every padding length, multi-block and non-ASCII text like Node does', () => {
    const texts = Array.from({ length: 140 }, (_, length) => 'é'.repeat(length % 7) + 'x'.repeat(length));
    texts.push(JSON.stringify({ events: Array.from({ length: 500 }, (_, id) => ({ id, event: 'question_answered', note: '😰 stressed' })) }));
    for (const text of texts) expect(sha256HexOf(new TextEncoder().encode(text))).toBe(reference(text));
  });

  describe('sha256Hex', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    afterEach(() => {
      jest.restoreAllMocks();
      if (original) Object.defineProperty(globalThis, 'crypto', original);
      else delete (globalThis as { crypto?: unknown }).crypto;
    });
    const text = '{"questions":[{"id":1,"text":"Ünïcode"}]}';

    it('uses Web Crypto when the page has it', async () => {
      const digest = jest.spyOn(webcrypto.subtle, 'digest');
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
      expect(await sha256Hex(text)).toBe(reference(text));
      expect(digest).toHaveBeenCalled();
    });

    it('still hashes on a page without Web Crypto (plain HTTP on another host)', async () => {
      Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
      expect(await sha256Hex(text)).toBe(reference(text));
    });
  });
});
