import { writeFileSync } from 'node:fs';
import { MASK_ICONS_CSS, maskIconsCss } from './mask-icons/mask-icons';

// `npm run generate:mask-icons`: rewrites the cards' icon CSS from lucide-react's drawings, after
// lucide-react is updated or MASK_ICONS changes. A unit test fails while the file on disk differs.
writeFileSync(MASK_ICONS_CSS, await maskIconsCss());
console.log(`wrote ${MASK_ICONS_CSS}`);
