import type { Plan } from './conversions/plan.ts';
import type { ServiceInfo } from './types.ts';

export interface EventDefinition {
  readonly service: ServiceInfo;
  readonly module: string;
  /** Registration name: `onPostCreated`. */
  readonly name: string;
  /** Event type on the wire: `wix.blog.v3.post_created`. */
  readonly type: string;
  /** Conversions of the payload (the same plans as responses). */
  readonly plan?: Plan;
}

export type EventHandler<T> = (event: T) => void | Promise<void>;

export interface EventRegistration<T> {
  readonly event: EventDefinition;
  readonly handler: EventHandler<T>;
}

/** `onPostCreated(handler)`: a typed registration for an event processor. */
export type EventRegistrar<T> = ((handler: EventHandler<T>) => EventRegistration<T>) & { readonly event: EventDefinition };

export function defineEvent<T>(service: ServiceInfo, spec: Omit<EventDefinition, 'service'>): EventRegistrar<T> {
  const event: EventDefinition = { ...spec, service };
  const register = (handler: EventHandler<T>): EventRegistration<T> => ({ event, handler });
  return Object.assign(register, { event });
}
