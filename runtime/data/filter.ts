import { FilterBuilder, typeForDisplay, type FilterModel, type FilterProblem, type FilterState } from '../query/filter-builder.ts';
import { builderError, dataError, type DataError, type Catalogue } from './data-error.ts';

export { typeForDisplay, type FilterModel };

/** The platform's WDE code of each builder problem. */
const WDE_CODES: Record<FilterProblem, string> = {
  arity1: 'WDE0039',
  arity2: 'WDE0040',
  arity3: 'WDE0041',
  arityValues: 'WDE0042',
  noFields: 'WDE0043',
  string: 'WDE0044',
  comparable: 'WDE0045',
  betweenTypes: 'WDE0046',
  setValues: 'WDE0047',
  fieldName: 'WDE0048',
  notFilter: 'WDE0049',
  otherCollection: 'WDE0050',
  fieldNames: 'WDE0051',
  countType: 'WDE0032',
  countPositive: 'WDE0033',
  countNonNegative: 'WDE0034',
  countInteger: 'WDE0035',
  paging: 'WDE0080',
};

/** A builder problem as the data layer reports it: its WDE code and the catalogue's message. */
export function dataProblem(catalogue: Catalogue, problem: FilterProblem, params: Record<string, unknown>): DataError {
  return dataError(catalogue, WDE_CODES[problem], params);
}

/** The brand of the data layer's builders (filters, queries, searches): any of them joins any other. */
export const DATA_BUILDER = Symbol('data builder');

export function isDataBuilder(value: unknown): value is FilterBuilder<DataError> {
  return value instanceof FilterBuilder && DATA_BUILDER in value;
}

/**
 * The data items API's filter builder: the shared operators, problems as WDE codes, conditions on different fields
 * in one object (`{ title: 'x', year: { $gt: 2000 } }`) and `$and` only when a field repeats, as the platform's SDK
 * sends them.
 */
export class DataFilter extends FilterBuilder<DataError> {
  constructor(
    protected readonly catalogue: Catalogue,
    state: FilterState<DataError> = { conditions: [], problems: [] },
  ) {
    super(state);
  }

  protected get kind(): string {
    return 'DataFilter';
  }

  protected problem(problem: FilterProblem, params: Record<string, unknown>): DataError {
    return dataProblem(this.catalogue, problem, params);
  }

  /** Filters, queries and searches of the data layer join each other. */
  readonly [DATA_BUILDER] = true;

  protected override accepts(other: unknown): other is FilterBuilder<DataError> {
    return isDataBuilder(other);
  }

  /** The collection a query is bound to; undefined for a plain filter. */
  get boundCollection(): string | undefined {
    return this.state.collection;
  }

  /** The filter model, or a DataError naming every problem found while building (nothing was sent). */
  build(): FilterModel {
    return checkedModel(this.kind, this.state.problems, () => this.filterModel());
  }
}

/** A builder's filter model, or one DataError naming every problem found while building it. */
export function checkedModel(kind: string, problems: readonly DataError[], model: () => FilterModel): FilterModel {
  const [first] = problems;
  if (first) {
    const what = ({ DataQuery: 'query', DataSearch: 'search' } as Record<string, string>)[kind] ?? 'filter';
    throw builderError(first.code, `Failed to build a ${what}:`, problems);
  }
  return model();
}
