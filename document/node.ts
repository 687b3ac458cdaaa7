/** A JSON object of a document (not an array, not null). */
export type Node = Record<string, unknown>;
export const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
