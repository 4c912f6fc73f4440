import { startAfterPaintScript, takeEntryScripts } from './start-after-paint';

describe('starting the app after the first paint', () => {
  it('takes the build’s external scripts out of the template with their attributes, and leaves inline scripts', () => {
    const template =
      '<head><script>var inline=1</script><script defer src="/main.0123456789.js"></script>' +
      '<script defer crossorigin="anonymous" src="/other.js?a=1&amp;b=2"></script></head><body><div id="root"></div></body>';
    const { html, scripts } = takeEntryScripts(template);
    expect(html).toBe('<head><script>var inline=1</script></head><body><div id="root"></div></body>');
    // `defer` is dropped: the start script inserts them in order (async = false) instead.
    expect(scripts).toEqual([{ src: '/main.0123456789.js' }, { crossorigin: 'anonymous', src: '/other.js?a=1&b=2' }]);
  });

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
