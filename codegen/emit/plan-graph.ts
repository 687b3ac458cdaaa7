import type { IrService } from '../ir/types.ts';
import { type LiteralNames, literalText } from './literal-text.ts';
import type { PlanNames } from './plan-names.ts';
import { reaches } from '../graph.ts';

// Which component plans name which: what a file must declare with the plans it uses, and which plans are recursive.

/** The plan constants one plan's text refers to (itself included, when its schema is recursive). */
export function dependencies(plan: object, names: ReadonlyMap<object, string>): Set<string> {
  const refs: LiteralNames = { names: names as Map<object, string>, used: new Set() };
  literalText(plan, '', refs, plan);
  return refs.used;
}

export interface PlanGraph {
  /** The named plans and every plan their definitions reach. */
  closure(names: Iterable<string>): Set<string>;
  /** Whether `from`'s definition reaches `to` (a plan reaching itself is recursive). */
  reaches(from: string, to: string): boolean;
}

export function planGraph(service: IrService, plans: PlanNames): PlanGraph {
  const deps = new Map(service.plans.map((p) => [plans.names.get(p.plan)!, dependencies(p.plan, plans.names)]));
  return {
    closure(names) {
      const out = new Set(names);
      const queue = [...out];
      while (queue.length > 0) {
        for (const dep of deps.get(queue.pop()!) ?? []) {
          if (out.has(dep)) continue;
          out.add(dep);
          queue.push(dep);
        }
      }
      return out;
    },
    reaches: (from, to) => reaches(from, to, deps),
  };
}
