import type { Call, CallExample } from '@siteapi/runtime';

/** What generated/index.ts exports: every module of every service, and the call examples by operationId. */
export interface GeneratedIndex {
  services: Record<string, Record<string, Record<string, unknown>>>;
  examples: Record<string, Record<string, CallExample[] | undefined>>;
}

export type AnyCall = Call<unknown[], unknown>;

/** One call example of one operation, with the module and method it is called through. */
export interface ExampleCase {
  /** `blog.posts.getPost (published)` */
  label: string;
  service: string;
  module: string;
  name: string;
  call: AnyCall;
  example: CallExample;
}

/** Every call example of every generated call, in the order of the services, modules and calls. */
export function exampleCases(generated: GeneratedIndex): ExampleCase[] {
  return Object.entries(generated.services).flatMap(([service, modules]) =>
    Object.entries(modules).flatMap(([module, calls]) =>
      Object.entries(calls as Record<string, AnyCall>).flatMap(([name, call]) =>
        (generated.examples[service]?.[call.op.operationId] ?? []).map((example) => ({
          label: `${service}.${module}.${name} (${example.name})`,
          service,
          module,
          name,
          call,
          example,
        })),
      ),
    ),
  );
}

/** Every generated call, whether it has examples or not. */
export function allCalls(generated: GeneratedIndex): { service: string; module: string; name: string; call: AnyCall }[] {
  return Object.entries(generated.services).flatMap(([service, modules]) =>
    Object.entries(modules).flatMap(([module, calls]) =>
      Object.entries(calls as Record<string, AnyCall>).map(([name, call]) => ({ service, module, name, call })),
    ),
  );
}
