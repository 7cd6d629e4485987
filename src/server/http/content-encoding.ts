/** The encodings a compressed answer can be sent in, the server's preference first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to send for an Accept-Encoding header: br, else gzip, where the client accepts it
 * (by name or by `*`, with a q-value above 0); null for identity. A header that cannot be read
 * is identity: the answer is still correct, only larger.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? wildcard) > 0) ?? null;
}
