import type { z } from 'zod';

/**
 * The limits a contract schema puts on one field (its length, its patterns, its range), read from
 * the zod schema itself so that the console never types a number or a pattern again: a field of
 * `adminBannerCreatePayload.shape.link` knows it takes 255 characters and which addresses.
 * Wrappers (optional, default, nullable, preprocess) are looked through.
 */
export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  /** Every pattern the value must match (a value must match all of them). */
  patterns: RegExp[];
  min?: number;
  max?: number;
}

interface CheckDef {
  check?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
  checks?: { _zod: { def: CheckDef } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The innermost schema that checks the value (through optional, default, pipe …). */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 8; depth++) {
    const def = defOf(current);
    const next = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

export function limitsOf(schema: z.ZodType): FieldLimits {
  const limits: FieldLimits = { patterns: [] };
  for (const check of defOf(core(schema)).checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'max_length') limits.maxLength = Number(def.maximum);
    else if (def.check === 'min_length') limits.minLength = Number(def.minimum);
    else if (def.check === 'string_format' && def.format === 'regex' && def.pattern)
      limits.patterns.push(def.pattern);
    else if (def.check === 'less_than') limits.max = Number(def.value);
    else if (def.check === 'greater_than') limits.min = Number(def.value);
  }
  return limits;
}
