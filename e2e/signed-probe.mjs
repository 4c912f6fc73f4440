import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errors.push(e.message));
  const csrf = await page.request.get('/api/csrf-token').then((r) => r.ok() ? r.json() : {}).catch(() => ({}));
  const login = await page.request.post('/api/login', { data: { email: 'admin@e2e.test', password: 'e2e-admin-password-123' }, headers: { origin: base, ...(csrf.csrfToken ? { 'x-csrf-token': csrf.csrfToken } : {}) } });
  console.log('login', login.status());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of ['/', '/crossword', '/privacy']) {
    await page.goto(path);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    const admin = await page.getByRole('banner').getByRole('link', { name: 'Admin' }).count();
    console.log(path, 'admin link', admin, 'errors', errors.splice(0));
  }
  await context.close();
}
await browser.close();
