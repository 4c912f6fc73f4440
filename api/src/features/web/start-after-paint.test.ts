import { startAfterPaintScript } from './start-after-paint';

describe('starting the app after the first paint', () => {
  it('writes its lists as JSON that cannot end the inline script, under the given nonce', () => {
    const script = startAfterPaintScript('n0nce+/=', [{ as: 'script', href: '/x.js?</script><!--' }], [{ src: '/main.js' }]);
    expect(script.startsWith('<script nonce="n0nce+/=">(function(d,w){')).toBe(true);
    expect(script.endsWith('})(document,window)</script>')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).toContain('"href":"/x.js?\\u003c/script>\\u003c!--"');
  });

  it('writes nothing when there is nothing to start', () => {
    expect(startAfterPaintScript('n', [], [])).toBe('');
  });
});
