import { builderError, dataError, type DataError, type Catalogue } from './data-error.ts';
import { typeForDisplay } from './filter.ts';

/** One field change of a patch, as the data API takes it. */
export interface FieldModification {
  fieldPath: string;
  action: 'SET_FIELD' | 'REMOVE_FIELD' | 'INCREMENT_FIELD' | 'APPEND_TO_ARRAY' | 'REMOVE_FROM_ARRAY';
  setFieldOptions?: { value: unknown };
  incrementFieldOptions?: { value: number };
  appendToArrayOptions?: { value: unknown };
  removeFromArrayOptions?: { value: unknown };
}

interface PatchState {
  readonly modifications: readonly FieldModification[];
  readonly problems: readonly DataError[];
}

/**
 * Field changes for one item or many (the platform's `patch(collection, id)` and `bulkPatch(collection, ids)`):
 * immutable, problems collected and raised together by `run()` before anything is sent.
 */
export class DataPatch<R> {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly runner: (modifications: FieldModification[], options: unknown, args: unknown[]) => Promise<R>,
    private readonly state: PatchState = { modifications: [], problems: [] },
  ) {}

  private with(operatorName: string, args: unknown[], arity: number, modification: FieldModification, extra: DataError[] = []): this {
    const problems = [...extra];
    if (args.length !== arity) problems.push(dataError(this.catalogue, arity === 1 ? 'WDE0039' : 'WDE0040', { operatorName }));
    if (typeof args[0] !== 'string') problems.push(dataError(this.catalogue, 'WDE0048', { operatorName, field: typeForDisplay(args[0]) }));
    const Self = this.constructor as new (c: Catalogue, r: DataPatch<R>['runner'], s: PatchState) => this;
    return new Self(this.catalogue, this.runner, {
      modifications: problems.length ? this.state.modifications : [...this.state.modifications, modification],
      problems: [...this.state.problems, ...problems],
    });
  }

  setField(fieldPath: string, value: unknown): this {
    return this.with('.setField', [...arguments], 2, { fieldPath, action: 'SET_FIELD', setFieldOptions: { value } });
  }
  incrementField(fieldPath: string, by: number): this {
    const extra =
      typeof by === 'number' && !Number.isNaN(by)
        ? []
        : [dataError(this.catalogue, 'WDE0032', { operatorName: '.incrementField', specifier: 'valid', operand: typeForDisplay(by) })];
    return this.with('.incrementField', [...arguments], 2, { fieldPath, action: 'INCREMENT_FIELD', incrementFieldOptions: { value: by } }, extra);
  }
  appendToArray(fieldPath: string, value: unknown): this {
    return this.with('.appendToArray', [...arguments], 2, { fieldPath, action: 'APPEND_TO_ARRAY', appendToArrayOptions: { value } });
  }
  removeFromArray(fieldPath: string, value: unknown): this {
    return this.with('.removeFromArray', [...arguments], 2, { fieldPath, action: 'REMOVE_FROM_ARRAY', removeFromArrayOptions: { value } });
  }
  removeField(fieldPath: string): this {
    return this.with('.removeField', [...arguments], 1, { fieldPath, action: 'REMOVE_FIELD' });
  }

  /** The field changes so far, or a DataError naming every problem. */
  toModifications(): FieldModification[] {
    const [first] = this.state.problems;
    if (first) throw builderError(first.code, 'Failed to build a patch:', this.state.problems);
    return [...this.state.modifications];
  }

  /** Sends the patch; `options` as for the item calls (`suppressHooks`, `showDrafts`). */
  run(options?: { suppressHooks?: boolean; showDrafts?: boolean; suppressAuth?: boolean }): Promise<R> {
    const args = [...arguments];
    return Promise.resolve().then(() => this.runner(this.toModifications(), options, args));
  }
}
