/**
 * Renders the PWA icons from the logo SVG with Chromium (no image toolchain needed): 192 and 512 "any" icons,
 * a 512 maskable icon (logo inside the 80 % safe zone) and the 180 px Apple touch icon.
 * Run: npx node apps/web/scripts/make-icons.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(outDir, { recursive: true });

const mark = (size: number, rounded: boolean) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <rect width="64" height="64" rx="${rounded ? 15 : 0}" fill="#0d1014"/>
  <path d="M19 15h11a17 17 0 0 1 0 34H19z" fill="none" stroke="#c8f03c" stroke-width="7" stroke-linejoin="round"/>
  <path d="M23.5 41.5 37 22.5" stroke="#ff6a3d" stroke-width="6" stroke-linecap="round"/>
</svg>`;

const maskable = (size: number) => `
<div style="width:${size}px;height:${size}px;background:#0d1014;display:grid;place-items:center">
  <div style="width:${size * 0.8}px;height:${size * 0.8}px">${mark(size * 0.8, false)}</div>
</div>`;

const icons = [
  { file: 'icon-192.png', size: 192, html: mark(192, true), transparent: true },
  { file: 'icon-512.png', size: 512, html: mark(512, true), transparent: true },
  { file: 'icon-maskable-512.png', size: 512, html: maskable(512), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, html: mark(180, false), transparent: false },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${icon.html}</body></html>`);
  await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: icon.transparent });
  await page.close();
  console.log('wrote', icon.file);
}
await browser.close();
