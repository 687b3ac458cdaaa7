import type { LoadedDocument } from '@siteapi/document/load';
import type { IrService } from '../ir/types.ts';
import type { SelectablePlugin } from '../options.ts';
import type { PlanNames } from './plan-names.ts';

// What an emitter is to the generator: a plugin over the IR that says which files it writes for a service. The
// generator runs the list in plugins.ts, each plugin in turn; the `plugins` option (options.ts) picks the selectable
// ones. An emitter reads the IR, and the loaded document only when it says it needs it.

/** What every plugin of a service's run shares. */
export interface EmitContext {
  readonly service: IrService;
  /** The document the service was modelled from, for a plugin that `needs` it (paths.ts); undefined in memory. */
  readonly document: LoadedDocument | undefined;
  /** The service's modules, sorted: a file each. */
  readonly modules: readonly string[];
  /** The runtime's generated entry, which service files import. */
  readonly runtime: string;
  /** The names of the conversion plans, shared by the files that declare and those that import them. */
  readonly plans: PlanNames;
  /** Tells progress that `file` is being emitted (one of the steps the plugin counted), with its item count. */
  step(file: string, count?: number): void;
}

/**
 * An emitter. One that is `selectable` runs when the `plugins` option names it (its name is one options.ts declares,
 * so the command line and the config know it without loading the emitters); any other always runs.
 */
export type EmitterPlugin = EmitterPluginBody &
  ({ readonly name: string; readonly selectable?: false } | { readonly name: SelectablePlugin; readonly selectable: true });

interface EmitterPluginBody {
  /** What it reads beyond the IR: with `document`, it runs only for a service modelled from a loaded document. */
  readonly needs?: 'document';
  /** Loads the libraries it needs (see loadEmitLibraries), which it would otherwise load on first use. */
  load?(): void;
  /** How many progress steps it reports (`step`) for this service; none when left out. */
  steps?(context: EmitContext): number;
  /** Its files: name within the service's folder (`schema-types.ts`) to text. */
  emit(context: EmitContext): Iterable<readonly [string, string]>;
}
