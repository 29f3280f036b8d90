import type { Actor } from './actor';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { fail } from './errors';

/**
 * Record-level permission (DESIGN §5): each domain declares, per action, a rule over the actor and
 * the record. Routes have already checked the authority; this answers "this record, this actor?".
 */
export type Rule<R> = (actor: Actor, resource: R) => boolean;

export function definePolicy<A extends string, R>(rules: Record<A, Rule<R>>) {
  return {
    can: (actor: Actor, action: A, resource: R): boolean => rules[action](actor, resource),
    /** A record the actor may not see reads as not found, so ids cannot be probed. */
    assert: (actor: Actor, action: A, resource: R | null | undefined): R => {
      if (resource === null || resource === undefined || !rules[action](actor, resource)) fail(Errors.notFound);
      return resource as R;
    },
    abilities: (actor: Actor, resource: R): Record<A, boolean> =>
      Object.fromEntries(Object.keys(rules).map((a) => [a, rules[a as A](actor, resource)])) as Record<A, boolean>,
  };
}
