import { describe, expect, it } from 'vitest';
import { dependencies, planGraph } from '../../../codegen/emit/plan-graph.ts';
import { samplePlans } from './plan-samples.ts';

// Which plans a plan names, what a set of plans reaches, and which recurse: on a small set of component plans.

const { service, plans, post, feed, node, page } = samplePlans();

describe('dependencies', () => {
  it.each([
    ['a plan of leaves names none', { given: post, want: [] }],
    ['a plan holding another names it', { given: feed, want: ['postPlan'] }],
    ['a recursive plan names itself', { given: node, want: ['nodePlan'] }],
    ['a plan holding a tree names the tree', { given: page, want: ['nodePlan'] }],
  ] as [string, { given: object; want: string[] }][])('%s', (_, { given, want }) => expect([...dependencies(given, plans.names)]).toEqual(want));
});

describe('planGraph', () => {
  const graph = planGraph(service, plans);
  it.each([
    ['nothing', { given: [], want: [] }],
    ['a plan and what it reaches', { given: ['feedPlan'], want: ['feedPlan', 'postPlan'] }],
    ['a tree once', { given: ['pagePlan', 'nodePlan'], want: ['nodePlan', 'pagePlan'] }],
  ] as [string, { given: string[]; want: string[] }][])('closure: %s', (_, { given, want }) => expect([...graph.closure(given)].sort()).toEqual(want));

  it.each([
    ['a tree reaches itself', { given: ['nodePlan', 'nodePlan'], want: true }],
    ['a plan holding a tree does not', { given: ['pagePlan', 'pagePlan'], want: false }],
    ['but reaches the tree', { given: ['pagePlan', 'nodePlan'], want: true }],
    ['a plan of leaves reaches nothing', { given: ['postPlan', 'postPlan'], want: false }],
  ] as [string, { given: [string, string]; want: boolean }][])('reaches: %s', (_, { given, want }) => expect(graph.reaches(...given)).toBe(want));
});
