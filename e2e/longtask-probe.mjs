// Temporary probe: long tasks after navigation with a 4x CPU slowdown.
import { chromium } from '@playwright/test';
const [,, ...targets] = process.argv; // base URLs
const route = process.env.ROUTE ?? '/crossword';
const runs = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = Object.fromEntries(targets.map((t) => [t, []]));
for (let i = 0; i < runs; i++) {
  for (const base of targets) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 200)); });
    page.on('pageerror', (e) => errors.push(e.message.slice(0, 200)));
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + route);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 60000 });
    await page.waitForTimeout(1500);
    const long = await page.evaluate(() => window.__long);
    const blocking = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    const max = Math.max(0, ...long.map(([, d]) => d));
    results[base].push({ blocking, max, n: long.length, errors: errors.length });
    if (errors.length) console.log(base, 'errors', errors);
    await context.close();
  }
}
for (const [base, r] of Object.entries(results)) {
  const med = (k) => r.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(r.length / 2)];
  console.log(base, route, 'median blocking', med('blocking'), 'median max task', med('max'), JSON.stringify(r));
}
await browser.close();
