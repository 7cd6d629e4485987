import type { z } from 'zod';

/**
 * Writes a shared contract (a zod schema) as the valibot expression that checks the same shape,
 * for the client, which cannot afford zod on its first load (docs/decisions/0034-answer-checks-generated.md).
 *
 * Shapes are kept exactly: objects (unknown keys dropped, as zod does), strings, numbers with
 * their integer and range checks, booleans, null, arrays, enums and literals. String formats
 * (uuid, ISO timestamps) become plain strings: they are the server's to guarantee, and checking
 * them would cost every load of a 50,000-video library. Anything else throws, so a contract that
 * grows a kind of schema this does not know fails the generation rather than going unchecked.
 */
export function valibotSource(
  schema: z.ZodType,
  nameOf: (schema: z.ZodType) => string | null,
): string {
  const source = (inner: z.ZodType): string => nameOf(inner) ?? valibotSource(inner, nameOf);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).map(([key, value]) => `${key}: ${source(value)}`);
      return `v.object({ ${fields.join(', ')} })`;
    }
    case 'array':
      return `v.array(${source(def.element as z.ZodType)})`;
    case 'nullable':
      return `v.nullable(${source(def.innerType as z.ZodType)})`;
    case 'string':
      return 'v.string()';
    case 'boolean':
      return 'v.boolean()';
    case 'number':
      return withChecks('v.number()', (def.checks as z.core.$ZodCheck[] | undefined) ?? []);
    case 'enum':
      return `v.picklist(${JSON.stringify(Object.values(def.entries as object))})`;
    case 'literal': {
      const values = def.values as unknown[];
      if (values.length !== 1) return `v.picklist(${JSON.stringify(values)})`;
      return `v.literal(${JSON.stringify(values[0])})`;
    }
    default:
      throw new Error(`An answer check cannot be generated for a zod "${def.type}" schema.`);
  }
}

function withChecks(base: string, checks: z.core.$ZodCheck[]): string {
  if (checks.length === 0) return base;
  const actions = checks.map(({ _zod: { def } }) => {
    const check = def as unknown as Record<string, unknown> & { check: string };
    if (check.check === 'number_format' && check.format === 'safeint') return 'v.safeInteger()';
    if (check.check === 'greater_than') {
      return `${check.inclusive ? 'v.minValue' : 'v.gtValue'}(${String(check.value)})`;
    }
    if (check.check === 'less_than') {
      return `${check.inclusive ? 'v.maxValue' : 'v.ltValue'}(${String(check.value)})`;
    }
    throw new Error(`An answer check cannot be generated for the zod check "${check.check}".`);
  });
  return `v.pipe(${base}, ${actions.join(', ')})`;
}
