import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { fieldLabel, validationMessages as v } from './field-messages';
import { CLAMP_KEYWORD } from './contract';

/**
 * Two validators: JSON bodies are checked strictly (a string "3" is not the integer 3, and
 * unknown fields are refused rather than silently dropped), while querystring, params and
 * headers arrive as text and are coerced to the declared types.
 */
function makeAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
    // The refused schema travels with the error, so the Japanese detail can say "an integer of 1 or more".
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv('array');

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const validate = ajv.compile(schema as object);
  const clamps = httpPart === 'querystring' ? clampedFields(schema) : [];
  if (!clamps.length) return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  // A query field declaring CLAMP_KEYWORD (the lists' `per`) is lowered to its bound once valid.
  const clamping = (data: unknown) => {
    const ok = validate(data);
    clamping.errors = validate.errors;
    if (ok && data && typeof data === 'object') {
      const values = data as Record<string, unknown>;
      for (const [name, bound] of clamps) if (typeof values[name] === 'number' && (values[name] as number) > bound) values[name] = bound;
    }
    return ok;
  };
  clamping.errors = null as typeof validate.errors;
  return clamping as unknown as ReturnType<FastifySchemaCompiler<unknown>>;
};

function clampedFields(schema: unknown): [string, number][] {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> } | null)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, field]) => (typeof field[CLAMP_KEYWORD] === 'number' ? [[name, field[CLAMP_KEYWORD] as number]] : []));
}

/** "body.password", "querystring.page": the field an ajv error is about. */
export function fieldOf(part: string, error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = params.missingProperty ?? params.additionalProperty;
  const path = [base, leaf].filter(Boolean).join('.');
  return path ? `${part}.${path}` : part;
}

/** The Japanese sentence of a schema refusal (spec §8's first toast), its field and its ajv keyword as `code`. */
export function describeValidation(part: string, error: ErrorObject): { detail: string; field: string; code: string } {
  const field = fieldOf(part, error);
  const label = field === part ? null : fieldLabel(field);
  const params = error.params as { limit?: number; type?: string | string[]; format?: string };
  const schema = (error.parentSchema ?? {}) as { type?: string | string[] };
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  const code = error.keyword;
  if (label === null) return { detail: v.wholeBody, field, code };
  const detail = (() => {
    switch (error.keyword) {
      case 'required':
        return v.required(label);
      case 'additionalProperties':
        return v.unknown(label);
      case 'type': {
        const type = Array.isArray(params.type) ? params.type[0] : params.type;
        if (type === 'integer') return v.integer(label);
        if (type === 'number') return v.number(label);
        if (type === 'string') return v.string(label);
        if (type === 'boolean') return v.boolean(label);
        return v.shape(label);
      }
      case 'minimum':
      case 'exclusiveMinimum':
        return v.atLeast(label, Number(params.limit) + (error.keyword === 'exclusiveMinimum' && integer ? 1 : 0), integer);
      case 'maximum':
      case 'exclusiveMaximum':
        return v.atMost(label, Number(params.limit) - (error.keyword === 'exclusiveMaximum' && integer ? 1 : 0), integer);
      case 'minLength':
        return Number(params.limit) <= 1 ? v.required(label) : v.minLength(label, Number(params.limit));
      case 'maxLength':
        return v.maxLength(label, Number(params.limit));
      case 'minItems':
        return v.minItems(label, Number(params.limit));
      case 'maxItems':
        return v.maxItems(label, Number(params.limit));
      case 'enum':
      case 'const':
      case 'anyOf':
      case 'oneOf':
        return v.oneOf(label);
      case 'format':
        return params.format === 'email' ? v.email(label) : v.format(label);
      case 'pattern':
        return v.format(label);
      default:
        return v.invalid(label);
    }
  })();
  return { detail, field, code };
}
