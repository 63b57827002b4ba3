import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
const portal = process.argv[2] ?? 'http://localhost:3000';
const width = Number(process.argv[3] ?? 1366);
const paths = process.argv.slice(4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width, height: 900 } });
const page = await context.newPage();
await page.goto(`${portal}/signup`);
await page.getByLabel('First name').fill('Shot');
await page.getByLabel('Last name').fill('Taker');
await page.getByLabel('Email').fill(`shot-${randomUUID().slice(0, 8)}@example.com`);
await page.getByLabel(/^Password/).fill('Deal-Finder-2026!');
await page.getByRole('button', { name: 'Create account' }).click();
await page.getByLabel(/^Confirmation code/).fill('123456');
await page.getByRole('button', { name: 'Confirm and continue' }).click();
await page.waitForURL('**/products/lists/new-search');
const seeded = await page.evaluate(async () => {
  const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('ps_id_token='))!.split('=')[1]!);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await fetch('/api/crm/contacts/', { method: 'POST', headers, body: JSON.stringify({ first_name: `Alexandra${i}`, last_name: `Montgomery-Smith${i}`, email: `alexandra.montgomery${i}@example-investments.com`, phone: '+1 512 555 0100', company: 'Lone Star Capital Partners', tags: ['buyer', 'cash'] }) });
    out.push(r.status);
  }
  const g = await fetch('/api/crm/groups/', { method: 'POST', headers, body: JSON.stringify({ name: 'Austin cash buyers', description: 'Investors who close in 14 days or less on fix-and-flip deals' }) });
  out.push(g.status);
  return out;
});
console.log('seeded', seeded);
for (const p of paths) {
  await page.goto(`${portal}${p}`);
  await page.waitForTimeout(2500);
  const name = `/tmp/shots/${width}${p.replaceAll('/', '_').replaceAll('?', '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const h1 = await page.evaluate(() => [...document.querySelectorAll('h1,h2')].map((h) => h.textContent).slice(0, 3).join(' | '));
  console.log(name, 'overflow', overflow, 'headings:', h1);
}
await browser.close();
