import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MASK_ICONS } from '@client/components/mask-icon/mask-icon-names';
import { MASK_ICONS_CSS, maskIconsCss } from './mask-icons';

describe('the mask icons', () => {
  it('are the CSS on disk: `npm run generate:mask-icons` after lucide-react or the list changes', async () => {
    expect(readFileSync(MASK_ICONS_CSS, 'utf8'), `${MASK_ICONS_CSS} is out of date`).toBe(
      await maskIconsCss(),
    );
  });

  it("draw each icon with lucide's shapes, the filled one filled", async () => {
    const css = await maskIconsCss();
    for (const name of MASK_ICONS) expect(css).toContain(`.mask-icon-${name} {`);
    const drawing = (name: string) =>
      decodeURIComponent(
        new RegExp(
          `\\.mask-icon-${name} \\{\\n  --mask-icon: url\\('data:image/svg\\+xml,([^']+)'\\)`,
        ).exec(css)?.[1] ?? '',
      );
    expect(drawing('pencil')).toContain('<path d="m15 5 4 4"/>');
    expect(drawing('pencil')).toContain('fill="none"');
    expect(drawing('play-filled')).toContain('fill="#000"');
    expect(drawing('play-filled')).toContain(drawing('play').match(/<path[^>]+>/)?.[0]);
  });
});
