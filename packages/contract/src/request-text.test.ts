import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as auth from './auth';
import * as config from './config';
import * as fundDetails from './fund-details';
import * as fund from './fund';
import * as goals from './goals';
import * as nomination from './nomination';
import * as notice from './notice';
import * as pdf from './pdf';
import * as policies from './policies';
import * as profile from './profile';
import * as referral from './referral';
import type { RouteDef } from './route';
import * as statements from './statements';
import { CONTROL_CHARACTERS_MESSAGE, requestText, textTooLongMessage } from './wire';

// Every string a request carries (path, query, body of every route the contract defines) has a
// maximum and refuses control characters; only the multi-line fields listed here take tabs and
// line breaks. A new route or field cannot be forgotten: the schemas are walked, not listed.

const MODULES = [
  auth,
  config,
  fundDetails,
  fund,
  goals,
  nomination,
  notice,
  pdf,
  policies,
  profile,
  referral,
  statements,
];
const MULTI_LINE_FIELDS = new Set(['notes']);

function isRoute(value: unknown): value is RouteDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Each string schema inside `schema`, with its path ('beneficiaries[].notes'). */
function stringLeaves(schema: z.ZodType, path: string): { path: string; schema: z.ZodType }[] {
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => stringLeaves(inner as z.ZodType, at);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        walk(value, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item) => walk(item, `${path}[]`));
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'record':
      return [...walk(def.keyType, `${path}{}`), ...walk(def.valueType, `${path}{}`)];
    default:
      return [];
  }
}

const ROUTES = MODULES.flatMap((module) => Object.values(module).filter(isRoute));
const LEAVES = ROUTES.flatMap((route) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    route[part]
      ? stringLeaves(route[part], '').map((leaf) => ({
          ...leaf,
          name: `${route.method} ${route.path} ${part}${leaf.path ? `.${leaf.path}` : ''}`,
          field: leaf.path.split('.').at(-1) ?? '',
        }))
      : [],
  ),
);

describe('the strings of every request', () => {
  it('are found in the routes (the walk reaches them)', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(20);
    expect(LEAVES.length).toBeGreaterThanOrEqual(40);
    expect(LEAVES.map((leaf) => leaf.name)).toContain(
      'POST /api/Nomination/processNomination body.beneficiaries[].notes',
    );
  });

  it.each(LEAVES.map((leaf) => [leaf.name, leaf] as const))(
    '%s has a maximum and refuses control characters',
    (_name, leaf) => {
      expect(leaf.schema.safeParse('7'.repeat(100_000)).success).toBe(false);
      for (const control of ['\u0000', '\u0001', '\u001b', '\u007f']) {
        expect(leaf.schema.safeParse(`12${control}34`).success).toBe(false);
      }
      const takesLines = ['\t', '\n', '\r\n'].map(
        (lineBreak) => leaf.schema.safeParse(`line one${lineBreak}line two`).success,
      );
      if (MULTI_LINE_FIELDS.has(leaf.field)) expect(takesLines).toEqual([true, true, true]);
      else expect(takesLines).toEqual([false, false, false]);
    },
  );
});

describe('requestText', () => {
  it('names the rule broken, in the field’s message', () => {
    const name = requestText(6);
    expect(name.safeParse('Thabo').success).toBe(true);
    expect(name.safeParse('Thabo M').error?.issues[0]?.message).toBe(textTooLongMessage(6));
    expect(name.safeParse('Tha\u0000bo').error?.issues[0]?.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
  });
});
