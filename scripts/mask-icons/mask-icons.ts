import { MASK_ICONS, type MaskIconName } from '@client/components/mask-icon/mask-icon-names';

/** Where `npm run generate:mask-icons` writes the icons' CSS. */
export const MASK_ICONS_CSS = 'src/client/components/mask-icon/mask-icons.css';

type IconNode = [tag: string, attributes: Record<string, string>][];

/** lucide-react's drawing of `name`: its shapes, as its icon components render them. */
async function iconNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as {
    __iconData: { node: IconNode };
  };
  return module.__iconData.node;
}

/** The SVG lucide-react renders for `name` (its default attributes), filled or not. */
async function iconSvg(name: MaskIconName): Promise<string> {
  const filled = name.endsWith('-filled');
  const shapes = (await iconNode(filled ? name.slice(0, -'-filled'.length) : name))
    .map(([tag, { key: _key, ...attributes }]) => {
      const text = Object.entries(attributes).map(
        ([attribute, value]) => ` ${attribute}="${value}"`,
      );
      return `<${tag}${text.join('')}/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? '#000' : 'none'}"` +
    ` stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`
  );
}

/** The CSS of every mask icon: a class for all, and one per icon holding its drawing. */
export async function maskIconsCss(): Promise<string> {
  const rules = await Promise.all(
    MASK_ICONS.map(async (name) => {
      const url = `data:image/svg+xml,${encodeURIComponent(await iconSvg(name))}`;
      return `.mask-icon-${name} {\n  --mask-icon: url('${url}');\n}\n`;
    }),
  );
  return [
    '/* Written by `npm run generate:mask-icons` from lucide-react (ISC license): do not edit. */',
    '',
    '/* Painted in the text colour through the drawing. */',
    '.mask-icon {',
    '  display: inline-block;',
    '  flex: none;',
    '  background-color: currentColor;',
    '  mask: var(--mask-icon) center / 100% 100% no-repeat;',
    '  /* Forced colours would paint a background in Canvas: the system colours of text instead. */',
    '  forced-color-adjust: none;',
    '}',
    '',
    '@media (forced-colors: active) {',
    '  .mask-icon {',
    '    background-color: ButtonText;',
    '  }',
    '  a .mask-icon {',
    '    background-color: LinkText;',
    '  }',
    '}',
    '',
    rules.join('\n'),
  ].join('\n');
}
