// The bad values of the sweep, by the kind of place they go in. Each has a label, so a failure
// names what was sent.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  type GraphQLInputType,
} from 'graphql';

export interface BadValue {
  label: string;
  value: unknown;
}

const bad = (label: string, value: unknown): BadValue => ({ label, value });

/** An id that no row has. */
export const UNKNOWN_ID = '0190b8c4-0000-7000-8000-000000000000';

export const TEXT_VALUES: BadValue[] = [
  bad('empty', ''),
  bad('blank', ' \t\n '),
  bad('10k characters', 'a'.repeat(10_000)),
  bad('300k characters', 'é'.repeat(300_000)),
  bad('NUL', 'a\u0000b'),
  bad('C0 controls', '\u0001\u0007\u001B[31m\u007F'),
  bad('bidi and zero-width', '\u202Eevil\u202C\u200B\u200D\uFEFF'),
  bad('emoji', '🚀👩‍👩‍👧‍👦🏳️‍🌈'),
  bad('lone high surrogate', 'x\uD800'),
  bad('lone low surrogate', '\uDC00x'),
  bad('SQL', "'; DROP TABLE users; -- \\' OR 1=1 %_"),
  bad('HTML', '<img src=x onerror=alert(1)><script>alert(1)</script>'),
  bad('javascript: link', 'javascript:alert(document.cookie)'),
  bad('data: link', 'data:text/html,<script>alert(1)</script>'),
  bad('year 0000 date', '0000-01-01'),
  bad('year 275760 date', '+275760-09-13T00:00:00Z'),
  bad('impossible date', '2024-02-30'),
  bad('number as text', '1e39'),
  bad('wrong type: number', 12345),
  bad('wrong type: object', { nested: 'x' }),
  bad('null', null),
];

export const ID_VALUES: BadValue[] = [
  bad('empty', ''),
  bad('not a uuid', 'not-a-uuid'),
  bad('unknown uuid', UNKNOWN_ID),
  bad('nil uuid', '00000000-0000-0000-0000-000000000000'),
  bad('uuid with NUL', `${UNKNOWN_ID}\u0000`),
  bad('lone surrogate', '\uD800'),
  bad('SQL', "' OR '1'='1"),
  bad('300k characters', 'f'.repeat(300_000)),
  bad('wrong type: number', 42),
  bad('wrong type: object', { id: UNKNOWN_ID }),
  bad('null', null),
];

export const INT_VALUES: BadValue[] = [
  bad('zero', 0),
  bad('negative', -1),
  bad('int max', 2 ** 31 - 1),
  bad('int min', -(2 ** 31)),
  bad('beyond 32 bits', 2 ** 31),
  bad('fraction', 1.5),
  bad('1e39', 1e39),
  bad('wrong type: text', '7'),
  bad('null', null),
];

export const FLOAT_VALUES: BadValue[] = [
  bad('1e39', 1e39),
  bad('5e-324', 5e-324),
  bad('largest double', Number.MAX_VALUE),
  bad('negative', -1),
  bad('negative zero', -0),
  bad('wrong type: text', 'NaN'),
  bad('null', null),
];

export const BOOLEAN_VALUES: BadValue[] = [
  bad('text', 'true'),
  bad('number', 1),
  bad('null', null),
];

const enumValues = (values: string[]): BadValue[] => [
  bad('unknown value', 'NOT_A_VALUE'),
  bad('empty', ''),
  bad('upper case', values[0]!.toUpperCase()),
  bad('number', 1),
  bad('null', null),
];

export const listValues = (item: unknown): BadValue[] => [
  bad('empty list', []),
  bad(
    '5,000 items',
    Array.from({ length: 5_000 }, (_, i) => (typeof item === 'string' ? `${item}${i}` : item)),
  ),
  bad(
    '5,000 items of the wrong type',
    Array.from({ length: 5_000 }, (_, i) => ({ i })),
  ),
  bad('list of null', [null]),
  bad('null', null),
];

export const OBJECT_VALUES: BadValue[] = [
  bad('empty object', {}),
  bad('unknown field', { not_a_field: 1 }),
  bad('wrong type: text', 'object'),
  bad('wrong type: list', [{}]),
  bad('null', null),
];

/** The bad values for a leaf (scalar or enum) place; `baseline` is the valid value there. */
export function leafValues(type: GraphQLInputType, baseline: unknown): BadValue[] {
  const named = getNamedType(type);
  if (isEnumType(named)) return enumValues(named.getValues().map((v) => v.name));
  if (isInputObjectType(named) || isListType(type)) return [];
  switch (named.name) {
    case 'ID':
      return typeof baseline === 'string' && baseline !== UNKNOWN_ID
        ? [...ID_VALUES, bad('upper case', baseline.toUpperCase())]
        : ID_VALUES;
    case 'Int':
      return INT_VALUES;
    case 'Float':
      return FLOAT_VALUES;
    case 'Boolean':
      return BOOLEAN_VALUES;
    default:
      return TEXT_VALUES;
  }
}
