import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index';
import { SERVICE_TYPES, serviceTypeNameKeys } from './serviceTypes';

const lookup = (tree: unknown, path: string): unknown => path.split('.').reduce<any>((node, part) => node?.[part], tree);

describe('service types (spec §3, docs/decisions/assessments.md)', () => {
  it('are the spec\'s ids, with the other reading of 1 and 2 kept', () => {
    expect(SERVICE_TYPES.map((t) => t.id)).toEqual([1, 2, 5, 6, 8, 9, 10, 11]);
    expect(serviceTypeNameKeys(1)).toEqual({ name: 'assessment:serviceType.applied_learning', alsoKnownAs: 'assessment:serviceType.change_sandbox' });
    expect(serviceTypeNameKeys(2)).toEqual({ name: 'assessment:serviceType.team_role_test', alsoKnownAs: 'assessment:serviceType.team_synergy' });
    expect(serviceTypeNameKeys(6)).toEqual({ name: 'assessment:serviceType.personality_test' });
    expect(serviceTypeNameKeys(3)).toBeUndefined();
  });

  it('have every name in both languages', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const t of SERVICE_TYPES) {
        const keys = serviceTypeNameKeys(t.id)!;
        for (const key of [keys.name, keys.alsoKnownAs, 'assessment:alsoKnownAs'].filter(Boolean) as string[]) {
          const [ns, path] = key.split(':');
          expect(lookup((resources[locale] as Record<string, unknown>)[ns], path), `${locale} ${key}`).toBeTypeOf('string');
        }
      }
    }
  });
});
