import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@server/test-support/chromium';

// Draws the web app's PNG icons from their SVG sources in public/, with the Chromium the browser
// tests already use (no image library to install). The PNGs are committed; run this again after
// changing an SVG:
//   npx tsx scripts/generate-icons.ts

const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');

interface IconOutput {
  source: string;
  file: string;
  size: number;
}

/**
 * `icon.svg` has rounded corners (transparent outside them) for launchers that show the icon as
 * it is; `icon-maskable.svg` fills the square for those that cut their own shape, and for iOS,
 * which rounds the corners itself and paints transparent pixels black.
 */
const ICON_OUTPUTS: readonly IconOutput[] = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const { source, file, size } of ICON_OUTPUTS) {
      const svg = readFileSync(join(PUBLIC_DIR, source), 'utf8');
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
          `<img src="${src}" width="${size}" height="${size}" alt="">`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const png = await page.screenshot({ omitBackground: true, type: 'png' });
      writeFileSync(join(PUBLIC_DIR, file), png);
      console.log(`public/${file}: ${size}×${size}, ${png.length} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
