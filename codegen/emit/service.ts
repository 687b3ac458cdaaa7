import { Project, QuoteKind, IndentationText, StructureKind, VariableDeclarationKind, type StatementStructures, type SourceFile } from 'ts-morph';
import { pascalCase } from '../ir/build.ts';
import type { IrOperation, IrService } from '../ir/types.ts';
import { Code, literalText, type LiteralNames } from './literal-text.ts';
import { docs, literal, propertyName, propertyStructures, referencedNames, RUNTIME_TYPES, typeWriter } from './type-text.ts';

/**
 * The support files of a service folder. Each name has a dash, which a module name (`^[a-z][A-Za-z0-9]*$`) cannot,
 * so a module (pricing plans have one called `plans`) never overwrites one.
 */
export const FILES = {
  types: 'schema-types',
  service: 'service-info',
  plans: 'conversion-plans',
  events: 'webhook-events',
  examples: 'call-examples',
} as const;

/** Where generated service folders import the runtime from: its package, installed beside the generated code. */
export const RUNTIME_IMPORT = '@siteapi/runtime';

export interface EmitOptions {
  /** The module specifier service files import the runtime from; default {@link RUNTIME_IMPORT}. */
  runtimeImport?: string;
}

export function header(source: string): string {
  return `// Generated from ${source} by codegen. Do not edit.\n`;
}

export function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces, useTrailingCommas: true },
  });
}

/** Adds statements with a blank line before each (set in the structures: editing nodes afterwards re-parses the file each time). */
function addStatements(file: SourceFile, statements: StatementStructures[]): void {
  file.addStatements(statements.map((s) => ({ ...s, leadingTrivia: '\n' })));
}

/** Formats with TypeScript's formatter. */
export function print(file: SourceFile, source: string): string {
  file.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  return `${header(source)}\n${file
    .getFullText()
    .trimEnd()
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

function importTypes(file: SourceFile, names: Set<string>, local: Set<string>, runtimeTypes: string[], runtime: string): void {
  const fromTypes = [...names].filter((n) => !runtimeTypes.includes(n) && !local.has(n)).sort();
  const fromRuntime = [...names].filter((n) => runtimeTypes.includes(n)).sort();
  if (fromRuntime.length > 0) file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: fromRuntime, isTypeOnly: true });
  if (fromTypes.length > 0) file.addImportDeclaration({ moduleSpecifier: `./${FILES.types}.js`, namedImports: fromTypes, isTypeOnly: true });
}

function serviceConst(service: IrService): string {
  return `${service.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Service`;
}

/** generated/<service>/schema-types.ts: enumerations as const objects with union types, and every component schema. */
function emitTypes(project: Project, service: IrService, runtime: string): string {
  const file = project.createSourceFile(`${service.name}/${FILES.types}.ts`, '', { overwrite: true });
  const used = new Set<string>();
  for (const t of service.types) referencedNames(t.type, used);
  importTypes(file, used, new Set(service.types.map((t) => t.name)), RUNTIME_TYPES, runtime);
  const statements: StatementStructures[] = [];
  for (const t of service.types) {
    if (t.enumValues) {
      statements.push({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(t.description),
        declarations: [{ name: t.name, initializer: `{\n${t.enumValues.map((v) => `  ${propertyName(v)}: ${literal(v)},`).join('\n')}\n} as const` }],
      });
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: t.name,
        type: `(typeof ${t.name})[keyof typeof ${t.name}]`,
        docs: docs(t.description),
      });
    } else if (t.type.kind === 'object' && t.type.properties.length > 0 && !t.type.additional) {
      statements.push({
        kind: StructureKind.Interface,
        isExported: true,
        name: t.name,
        docs: docs(t.description),
        properties: propertyStructures(t.type.properties),
      });
    } else {
      statements.push({ kind: StructureKind.TypeAlias, isExported: true, name: t.name, docs: docs(t.description), type: typeWriter(t.type) });
    }
  }
  addStatements(file, statements);
  return print(file, service.file);
}

function callSignature(op: IrOperation): string {
  const params = op.args.map((a) => `${a.name}${a.required ? '' : '?'}: ${a.typeName ?? argTypeText(a.type)}`);
  return `Call<[${[...params, 'init?: CallInit'].join(', ')}], ${op.response.typeName}>`;
}

function argTypeText(t: IrOperation['args'][number]['type']): string {
  const w = typeWriter(t);
  if (typeof w !== 'string') throw new Error('inline object argument types must have a typeName');
  return w;
}

function opDeclaration(service: IrService, op: IrOperation): Record<string, unknown> {
  return {
    module: op.module,
    operationId: op.operationId,
    method: op.method,
    prefix: op.prefix === service.prefix ? undefined : op.prefix,
    path: op.path,
    args: op.args.map((a) => ({
      name: a.name,
      required: a.required || undefined,
      value: a.value ? `${a.value.location}${a.value.name ? `.${a.value.name}` : ''}` : undefined,
      properties: a.properties
        ? Object.fromEntries(a.properties.map((p) => [p.name, `${p.field.location}${p.field.name ? `.${p.field.name}` : ''}`]))
        : undefined,
    })),
    paging: op.paging === 'none' ? undefined : op.paging,
    errors: op.errors.length > 0 ? op.errors : undefined,
    clientRules: Object.keys(op.clientRules).length > 0 ? op.clientRules : undefined,
    getForm: op.getForm,
    bodyForm: op.bodyForm,
    idempotent: op.idempotent || undefined,
    requestPlan: op.requestPlan,
    responsePlan: op.responsePlan,
    responseAsync: op.responseAsync || undefined,
  };
}

/** The request a call sends, its other form when it has one, and whether it is retried as safe to send again. */
function requestLine(op: IrOperation): string {
  let line = `\`${op.method} ${op.prefix}${op.path}\``;
  if (op.getForm) {
    const { parameter, maxUrlLength } = op.getForm;
    line += `, or \`GET ${op.prefix}${op.path}?${parameter}=<base64url of the JSON body>\` while the final URL stays within ${maxUrlLength} characters`;
  }
  if (op.bodyForm) {
    line += `, or \`POST ${op.prefix}${op.path}\` with the query as its JSON body once the query string is longer than ${op.bodyForm.maxQueryLength} characters`;
  }
  return op.idempotent ? `${line}; idempotent (retried like a GET)` : line;
}

/** generated/<service>/<module>.ts: argument and response types, one thin call per operation, and the module object. */
function emitModule(project: Project, service: IrService, module: string, ops: IrOperation[], plans: PlanNames, runtime: string): string {
  const refs = plans.forFile();
  const file = project.createSourceFile(`${service.name}/${module}.ts`, '', { overwrite: true });
  const local = new Set<string>();
  const used = new Set<string>();
  const statements: StatementStructures[] = [];
  for (const op of ops) {
    for (const arg of op.args) {
      if (!arg.typeName) {
        referencedNames(arg.type, used);
        continue;
      }
      local.add(arg.typeName);
      referencedNames(arg.type, used);
      statements.push({
        kind: StructureKind.Interface,
        isExported: true,
        name: arg.typeName,
        docs: docs(arg.description ?? `Argument \`${arg.name}\` of {@link ${op.operationId}}.`),
        properties: propertyStructures(arg.properties!.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description }))),
      });
    }
    const isComponent = service.types.some((t) => t.name === op.response.typeName);
    if (!isComponent) {
      local.add(op.response.typeName);
      referencedNames(op.response.type, used);
      const t = op.response.type;
      statements.push(
        t.kind === 'object' && t.properties.length > 0 && !t.additional
          ? {
              kind: StructureKind.Interface,
              isExported: true,
              name: op.response.typeName,
              docs: docs(`Result of {@link ${op.operationId}}.`),
              properties: propertyStructures(t.properties),
            }
          : {
              kind: StructureKind.TypeAlias,
              isExported: true,
              name: op.response.typeName,
              docs: docs(`Result of {@link ${op.operationId}}.`),
              type: typeWriter(t),
            },
      );
    } else {
      used.add(op.response.typeName);
    }
  }
  for (const op of ops) {
    const summary = [op.summary, op.description].filter(Boolean).join('\n\n');
    const argDocs = op.args.map(
      (a) => `@param ${a.name} ${a.description ?? (a.value ? `\`${a.value.location}${a.value.name ? `.${a.value.name}` : ''}\`` : 'Options.')}`,
    );
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs([summary, requestLine(op), ...argDocs].filter(Boolean).join('\n\n'), op.deprecated),
      declarations: [
        {
          name: op.operationId,
          type: callSignature(op),
          initializer: `/* @__PURE__ */ defineCall(${serviceConst(service)}, ${literalText(opDeclaration(service, op), '', refs)})`,
        },
      ],
    });
  }
  statements.push({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs(`The \`${module}\` module: pass it to \`createClient({ modules: { ${module} } })\`.`),
    declarations: [
      { name: module, initializer: `{ ${ops.map((o) => (o.sdkName === o.operationId ? o.operationId : `${o.sdkName}: ${o.operationId}`)).join(', ')} }` },
    ],
  });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['defineCall'] });
  const runtimeTypes = ['Call', 'CallInit', ...RUNTIME_TYPES];
  importTypes(file, new Set([...used, 'Call', 'CallInit']), local, runtimeTypes, runtime);
  plans.importInto(file, refs);
  file.addImportDeclaration({ moduleSpecifier: `./${FILES.service}.js`, namedImports: [serviceConst(service)] });
  addStatements(file, statements);
  return print(file, service.file);
}

/** Names for the component plans of a service; remembers which ones the emitted files use. */
class PlanNames {
  readonly names: Map<object, string>;
  readonly used = new Set<string>();
  constructor(readonly service: IrService) {
    this.names = new Map(service.plans.map((p) => [p.plan, `${p.name[0]!.toLowerCase()}${p.name.slice(1)}Plan`]));
  }
  forFile(): LiteralNames {
    return { names: this.names, used: new Set() };
  }
  /** Imports what one file used from plans.ts, and counts it for the service. */
  importInto(file: SourceFile, refs: LiteralNames): void {
    const names = [...refs.used].sort();
    for (const n of names) this.used.add(n);
    if (names.length > 0) file.addImportDeclaration({ moduleSpecifier: `./${FILES.plans}.js`, namedImports: names });
  }
}

/** generated/<service>/conversion-plans.ts: the conversion plan of each component schema used by a call or event, once. */
function emitPlans(project: Project, service: IrService, plans: PlanNames, runtime: string): string | undefined {
  // A used plan's own definition may refer to others: close over them, then print dependencies first.
  const needed = new Set(plans.used);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of service.plans) {
      const name = plans.names.get(p.plan)!;
      if (!needed.has(name)) continue;
      const refs: LiteralNames = { names: new Map([...plans.names].filter(([o]) => o !== p.plan)), used: new Set() };
      literalText(p.plan, '', refs);
      for (const dep of refs.used) {
        if (needed.has(dep)) continue;
        needed.add(dep);
        grew = true;
      }
    }
  }
  if (needed.size === 0) return undefined;
  const file = project.createSourceFile(`${service.name}/${FILES.plans}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['Plan'], isTypeOnly: true });
  addStatements(
    file,
    service.plans
      .filter((p) => needed.has(plans.names.get(p.plan)!))
      .map((p) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(`Conversions of \`${p.name}\`.`),
        declarations: [
          {
            name: plans.names.get(p.plan)!,
            type: 'Plan',
            initializer: literalText(p.plan, '', { names: new Map([...plans.names].filter(([o]) => o !== p.plan)), used: new Set() }),
          },
        ],
      })),
  );
  return print(file, service.file);
}

/** generated/<service>/service-info.ts: prefix, host and error catalogue, shared by every call of the service. */
function emitService(project: Project, service: IrService, runtime: string): string {
  const file = project.createSourceFile(`${service.name}/${FILES.service}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['ServiceInfo'], isTypeOnly: true });
  const catalogue = Object.fromEntries(
    service.errors.map((e) => [e.code, { status: e.status, message: e.message, description: e.description, clientCode: e.clientCode }]),
  );
  const errorsName = `${serviceConst(service).replace(/Service$/, '')}Errors`;
  addStatements(file, [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(`Application error codes of the ${service.title} service (x-error-catalogue).`),
      declarations: [{ name: errorsName, initializer: `${literalText(catalogue)} as const` }],
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: `${pascalCase(service.name)}ErrorCode`,
      type: service.errors.length > 0 ? `keyof typeof ${errorsName}` : 'never',
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(service.description ?? service.title),
      declarations: [
        {
          name: serviceConst(service),
          type: 'ServiceInfo',
          initializer: literalText({
            name: service.name,
            title: service.title,
            prefix: service.prefix,
            host: service.host,
            clientRules: Object.keys(service.clientRules).length > 0 ? service.clientRules : undefined,
            errors: new Code(errorsName),
          }),
        },
      ],
    },
  ]);
  return print(file, service.file);
}

/** generated/<service>/webhook-events.ts: payload types and typed handler registration per webhook. */
function emitEvents(project: Project, service: IrService, plans: PlanNames, runtime: string): string {
  const refs = plans.forFile();
  const file = project.createSourceFile(`${service.name}/${FILES.events}.ts`, '', { overwrite: true });
  const used = new Set<string>();
  const local = new Set<string>();
  const statements: StatementStructures[] = [];
  for (const ev of service.events) {
    let payload: string;
    if (ev.payload.kind === 'ref') {
      payload = ev.payload.name;
      used.add(payload);
    } else {
      payload = `${pascalCase(ev.name)}Event`;
      local.add(payload);
      referencedNames(ev.payload, used);
      const t = ev.payload;
      statements.push(
        t.kind === 'object' && t.properties.length > 0 && !t.additional
          ? { kind: StructureKind.Interface, isExported: true, name: payload, docs: docs(ev.description), properties: propertyStructures(t.properties) }
          : { kind: StructureKind.TypeAlias, isExported: true, name: payload, docs: docs(ev.description), type: typeWriter(t) },
      );
    }
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs([ev.description, `Event type \`${ev.type}\`.`].filter(Boolean).join('\n\n')),
      declarations: [
        {
          name: ev.operationId,
          initializer: `/* @__PURE__ */ defineEvent<${payload}>(${serviceConst(service)}, ${literalText({ module: ev.module, name: ev.operationId, type: ev.type, plan: ev.plan }, '', refs)})`,
        },
      ],
    });
  }
  if (service.events.length > 0) {
    file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['defineEvent'] });
    importTypes(file, used, local, RUNTIME_TYPES, runtime);
    plans.importInto(file, refs);
    file.addImportDeclaration({ moduleSpecifier: `./${FILES.service}.js`, namedImports: [serviceConst(service)] });
  }
  addStatements(file, statements);
  return print(file, service.file);
}

/** generated/<service>/call-examples.ts: call examples as requests (`argumentsFromRequest` gives their arguments), for tests and the explorer. */
function emitExamples(project: Project, service: IrService, runtime: string): string {
  const file = project.createSourceFile(`${service.name}/${FILES.examples}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['CallExample'], isTypeOnly: true });
  const value = Object.fromEntries(
    service.operations.map((op) => [op.operationId, op.examples.map((e) => ({ name: e.name, summary: e.summary, request: e.request }))]),
  );
  addStatements(file, [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs('Named call examples of every operation, from the spec.'),
      declarations: [{ name: 'examples', type: 'Record<string, CallExample[]>', initializer: literalText(value) }],
    },
  ]);
  return print(file, service.file);
}

function emitIndex(project: Project, service: IrService, modules: string[]): string {
  const file = project.createSourceFile(`${service.name}/index.ts`, '', { overwrite: true });
  file.addExportDeclaration({ moduleSpecifier: `./${FILES.types}.js` });
  file.addExportDeclaration({ moduleSpecifier: `./${FILES.service}.js` });
  for (const m of modules) file.addExportDeclaration({ moduleSpecifier: `./${m}.js` });
  if (service.events.length > 0) file.addExportDeclaration({ moduleSpecifier: `./${FILES.events}.js` });
  return print(file, service.file);
}

/** All files of one service, by path relative to generated/. */
export function emitServiceFiles(service: IrService, options: EmitOptions = {}): Map<string, string> {
  const runtime = options.runtimeImport ?? RUNTIME_IMPORT;
  const project = createProject();
  const out = new Map<string, string>();
  const modules = [...new Set(service.operations.map((o) => o.module))].sort();
  out.set(`${service.name}/${FILES.types}.ts`, emitTypes(project, service, runtime));
  out.set(`${service.name}/${FILES.service}.ts`, emitService(project, service, runtime));
  const plans = new PlanNames(service);
  for (const m of modules)
    out.set(
      `${service.name}/${m}.ts`,
      emitModule(
        project,
        service,
        m,
        service.operations.filter((o) => o.module === m),
        plans,
        runtime,
      ),
    );
  if (service.events.length > 0) out.set(`${service.name}/${FILES.events}.ts`, emitEvents(project, service, plans, runtime));
  const planFile = emitPlans(project, service, plans, runtime);
  if (planFile) out.set(`${service.name}/${FILES.plans}.ts`, planFile);
  out.set(`${service.name}/${FILES.examples}.ts`, emitExamples(project, service, runtime));
  out.set(`${service.name}/index.ts`, emitIndex(project, service, modules));
  return out;
}

/** What generated/index.ts needs of a service: its name and module names (an incremental run has no IR for unchanged ones). */
export interface RootEntry {
  name: string;
  modules: string[];
}

export function rootEntry(service: IrService): RootEntry {
  return { name: service.name, modules: [...new Set(service.operations.map((o) => o.module))].sort() };
}

/** generated/index.ts: every service's modules and examples, for the explorer and the contract tests. */
export function emitRoot(services: IrService[]): string {
  return emitRootIndex(services.map(rootEntry));
}

/** generated/index.ts from the services' names and modules, in the order given. */
export function emitRootIndex(services: RootEntry[]): string {
  const project = createProject();
  const file = project.createSourceFile('index.ts', '', { overwrite: true });
  const ident = (s: RootEntry) => s.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  for (const s of services) {
    file.addImportDeclaration({ moduleSpecifier: `./${s.name}/index.js`, namedImports: s.modules.map((m) => ({ name: m, alias: `${ident(s)}_${m}` })) });
    file.addImportDeclaration({ moduleSpecifier: `./${s.name}/${FILES.examples}.js`, namedImports: [{ name: 'examples', alias: `${ident(s)}Examples` }] });
  }
  for (const s of services) file.addExportDeclaration({ moduleSpecifier: `./${s.name}/index.js`, namespaceExport: ident(s) });
  addStatements(file, [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs('Every module of every service: `services.blog.posts.listPosts`.'),
      declarations: [
        {
          name: 'services',
          initializer: `{\n${services.map((s) => `  ${ident(s)}: { ${s.modules.map((m) => `${m}: ${ident(s)}_${m}`).join(', ')} },`).join('\n')}\n}`,
        },
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs('Call examples by service and operationId.'),
      declarations: [{ name: 'examples', initializer: `{\n${services.map((s) => `  ${ident(s)}: ${ident(s)}Examples,`).join('\n')}\n}` }],
    },
  ]);
  return print(file, 'spec/*.yaml');
}
