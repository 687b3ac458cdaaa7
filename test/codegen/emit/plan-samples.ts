import { PlanNames } from '../../../codegen/emit/plan-names.ts';
import type { Plan } from '../../../codegen/ir/types.ts';
import { serviceOf } from './ir-samples.ts';

/**
 * Component plans as the IR holds them (the very objects): `Post` converts a date, `Feed` holds posts, `Node` is a
 * tree (it reaches itself), `Page` holds a tree (so it is walked too), `Holder` holds a page, `Other` is unused by the rest.
 */
export function samplePlans() {
  const post = { createdDate: 'date' } as Plan;
  const feed = { posts: { '*': post } } as unknown as Plan;
  const node: Record<string, unknown> = { at: 'date' };
  node.children = { '*': node };
  const page = { root: node, image: 'image' } as unknown as Plan;
  const holder = { page, cover: 'image' } as unknown as Plan;
  const other = { when: 'date' } as Plan;
  const service = serviceOf({
    plans: [
      { name: 'Post', plan: post },
      { name: 'Feed', plan: feed },
      { name: 'Node', plan: node as Plan },
      { name: 'Page', plan: page },
      { name: 'Holder', plan: holder },
      { name: 'Other', plan: other },
    ],
  });
  return { service, plans: new PlanNames(service), post, feed, node: node as Plan, page, holder, other };
}
