import type { OperationSpec } from '@siteapi/runtime/generated';
import { type Project, StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { IrOperation, IrService } from '../ir/types.ts';
import { Code, literalText } from './literal-text.ts';
import { convertersText, decoderExpression, decoderRefs, defersWalk, type DecoderRefs } from './decoder-text.ts';
import { docs, propertyName, propertyStructures, referencedNames, RUNTIME_TYPES, typeWriter } from './type-text.ts';
import { FILES, importDeclaration, importTypes, printFile, serviceConst, spaced } from './printing.ts';
import type { PlanNames } from './plan-names.ts';

function callSignature(op: IrOperation): string {
  const params = op.args.map((a) => `${a.name}${a.required ? '' : '?'}: ${a.typeName ?? argTypeText(a.type)}`);
  const result = op.unwrap ? `${argTypeText(op.unwrap.type)}${op.unwrap.required ? '' : ' | undefined'}` : op.response.typeName;
  const call = `[${[...params, 'init?: CallInit'].join(', ')}], ${result}`;
  if (!op.queryBuilder) return `Call<${call}>`;
  // Given no query, the call returns its builder; given one, it sends it.
  const options = op.args[1];
  const builderArgs = options ? `[${options.name}?: ${options.typeName ?? argTypeText(options.type)}]` : '[]';
  return `QueryCall<${call}, ${builderArgs}, ItemQuery<${argTypeText(op.queryBuilder.itemType)}>>`;
}

function argTypeText(t: IrOperation['args'][number]['type']): string {
  const w = typeWriter(t);
  if (typeof w !== 'string') throw new Error('inline object argument types must have a typeName');
  return w;
}

/**
 * The declaration `defineCall` takes, typed by the runtime's own `OperationSpec` (its decoder as code). The call
 * carries its response plan compiled; the plan as data stays in conversion-plans.ts, which the service's
 * `loadResponsePlans` loads for the tools that read it, so a bundle does not carry it.
 */
function opDeclaration(service: IrService, op: IrOperation, decoders: DecoderRefs): Omit<OperationSpec, 'decode'> & { decode?: Code } {
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
    idempotencyKey: op.idempotencyKey,
    params: op.params,
    contentType: op.contentType,
    answer: op.answer,
    security: op.security,
    requestPlan: op.requestPlan,
    decode: op.responsePlan ? new Code(decoderExpression(op.responsePlan, decoders)) : undefined,
    responseAsync: op.responseAsync || (op.responsePlan !== undefined && defersWalk(op.responsePlan)) || undefined,
    unwrap: op.unwrap?.property,
    queryBuilder: op.queryBuilder ? { items: op.queryBuilder.items, pagingMetadata: op.queryBuilder.pagingMetadata } : undefined,
  };
}

/**
 * The runtime features a call needs beyond the core request path (the runtime's `CallFeatures`), as property text
 * and the runtime exports it names: only these end up in a bundle that uses the call.
 */
function callFeatures(service: IrService, op: IrOperation, refs: DecoderRefs): { text: string; names: string[] } {
  const hasBody = op.args.some((a) => a.value?.location === 'body' || a.properties?.some((p) => p.field.location === 'body'));
  const features: [string, string][] = [];
  // A request plan applied with only the encoders it names.
  if (op.requestPlan) features.push(['encodePlan', `/* @__PURE__ */ planEncoder(${convertersText(op.requestPlan, refs, true)})`]);
  if (op.params && Object.keys(op.params).length > 0) features.push(['paramStyles', 'paramStyles']);
  if (hasBody || op.bodyForm) features.push(['encodeBody', 'encodeBody']);
  if (op.getForm) features.push(['getFormUrl', 'getFormUrl']);
  if (op.idempotencyKey) features.push(['idempotencyKey', 'newIdempotencyKey']);
  if (op.requestPlan) refs.converters.add('planEncoder');
  return {
    text: features.length === 0 ? '' : `{ ${features.map(([k, v]) => (k === v ? k : `${k}: ${v}`)).join(', ')} }`,
    names: features.filter(([k]) => k !== 'encodePlan').map(([, v]) => v),
  };
}

/** The request a call sends, its other form when it has one, and whether it is retried as safe to send again. */
/** The events the call triggers, for readers of its docs in an editor. */
function emitsLine(op: IrOperation): string | undefined {
  if (op.emits.length === 0) return undefined;
  return `Emits ${op.emits.map((e) => `\`${e.handler}\` (\`${e.type}\`)`).join(', ')}.`;
}

function requestLine(op: IrOperation): string {
  let line = `\`${op.method} ${op.prefix}${op.path}\``;
  if (op.getForm) {
    const { parameter, maxUrlLength } = op.getForm;
    line += `, or \`GET ${op.prefix}${op.path}?${parameter}=<base64url of the JSON body>\` while the final URL stays within ${maxUrlLength} characters`;
  }
  if (op.bodyForm) {
    line += `, or \`POST ${op.prefix}${op.path}\` with the query as its JSON body once the query string is longer than ${op.bodyForm.maxQueryLength} characters`;
  }
  line = op.idempotent ? `${line}; idempotent (retried like a GET)` : line;
  if (op.idempotencyKey) line += `; sends a new \`${op.idempotencyKey}\` with each call, the same in every attempt (retried like a GET)`;
  if (op.queryBuilder) {
    const options = op.args[1] ? `, or only \`${op.args[1].name}\`` : '';
    line += `\n\nGiven no query${options}, returns a builder: \`${op.operationId}().eq(field, value).limit(10).find()\`, \`for await (const item of ${op.operationId}().iterate())\`.`;
  }
  return line;
}

/** generated/<service>/<module>.ts: argument and response types, one thin call per operation, and the module object. */
export function emitModule(project: Project, service: IrService, module: string, ops: IrOperation[], plans: PlanNames, runtime: string): string {
  const refs = plans.forFile();
  const decoders = decoderRefs(plans.names);
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
      const argDocs = docs(arg.description ?? `Argument \`${arg.name}\` of {@link ${op.operationId}}.`);
      statements.push(
        arg.properties
          ? {
              kind: StructureKind.Interface,
              isExported: true,
              name: arg.typeName,
              docs: argDocs,
              properties: propertyStructures(arg.properties.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description }))),
            }
          : { kind: StructureKind.TypeAlias, isExported: true, name: arg.typeName, docs: argDocs, type: typeWriter(arg.type) },
      );
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
    if (op.queryBuilder) referencedNames(op.queryBuilder.itemType, used);
    if (op.unwrap) referencedNames(op.unwrap.type, used);
    for (const cb of op.callbacks ?? []) {
      local.add(cb.typeName);
      referencedNames(cb.type, used);
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: cb.typeName,
        docs: docs(`What {@link ${op.operationId}}'s server sends your server (callback \`${cb.name}\`: \`${cb.method} ${cb.expression}\`).`),
        type: typeWriter(cb.type),
      });
    }
    for (const cb of op.callbacks ?? []) {
      // The body as your server receives it, parsed: converted to the SDK types its type names (dates, media).
      statements.push({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(`Converts the parsed JSON body of callback \`${cb.name}\` to {@link ${cb.typeName}}.`),
        declarations: [
          {
            name: `read${cb.typeName}`,
            initializer: `(body: unknown): ${cb.typeName} => ${cb.plan && Object.keys(cb.plan).length > 0 ? `decodeResponse(body, ${literalText(cb.plan, '', refs)}) as ${cb.typeName}` : `body as ${cb.typeName}`}`,
          },
        ],
      });
    }
    if (op.errorAnswers) {
      local.add(op.errorAnswers.typeName);
      for (const a of op.errorAnswers.answers) referencedNames(a.type, used);
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: op.errorAnswers.typeName,
        docs: docs(`Error answers of {@link ${op.operationId}} by status: \`isApiError<${op.errorAnswers.typeName}, 404>(e, 404)\` types \`e.data\`.`),
        // Statuses as number keys (`404`), so `isApiError<E, 404>(e, 404)` takes the number; `'4XX'` and `default` as names.
        type: (w) => {
          w.write('{').newLine();
          w.indent(() => {
            for (const a of op.errorAnswers!.answers) {
              w.write(`${/^\d+$/.test(a.status) ? a.status : propertyName(a.status)}: `);
              const t = typeWriter(a.type);
              if (typeof t === 'string') w.write(t);
              else t(w);
              w.write(';').newLine();
            }
          });
          w.write('}');
        },
      });
    }
  }
  const featureNames = new Set<string>();
  const features = (op: IrOperation): string => {
    const f = callFeatures(service, op, decoders);
    for (const n of f.names) featureNames.add(n);
    return f.text === '' ? '' : `, ${f.text}`;
  };
  for (const op of ops) {
    const summary = [op.summary, op.description].filter(Boolean).join('\n\n');
    const argDocs = op.args.map(
      (a) => `@param ${a.name} ${a.description ?? (a.value ? `\`${a.value.location}${a.value.name ? `.${a.value.name}` : ''}\`` : 'Options.')}`,
    );
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs([summary, requestLine(op), emitsLine(op), ...argDocs].filter(Boolean).join('\n\n'), op.deprecated),
      declarations: [
        {
          name: op.operationId,
          type: callSignature(op),
          initializer: `/* @__PURE__ */ ${op.queryBuilder ? 'defineGeneratedQueryCall' : 'defineGeneratedCall'}(${serviceConst(service)}, ${literalText(opDeclaration(service, op, decoders), '', refs)}${features(op)})`,
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
  const hasBuilder = ops.some((o) => o.queryBuilder);
  const values = [
    ...(ops.some((o) => o.callbacks?.some((c) => c.plan && Object.keys(c.plan).length > 0)) ? ['decodeResponse'] : []),
    ...(ops.some((o) => !o.queryBuilder) ? ['defineGeneratedCall'] : []),
    ...(hasBuilder ? ['defineGeneratedQueryCall'] : []),
  ];
  const runtimeValues = importDeclaration({ moduleSpecifier: runtime, namedImports: [...values, ...decoders.converters, ...featureNames].sort() });
  const callTypes = [
    ...(ops.some((o) => !o.queryBuilder) ? ['Call'] : []),
    'CallInit',
    // An inline decoder (a call's own response plan) names the Expansion type.
    ...(decoders.arrow ? ['Expansion'] : []),
    ...(hasBuilder ? ['ItemQuery', 'QueryCall'] : []),
  ];
  const imports = [
    runtimeValues,
    ...importTypes(new Set([...used, ...callTypes]), local, [...callTypes, ...RUNTIME_TYPES], runtime),
    ...plans.importRequestPlans(refs),
    ...plans.importDecoders(decoders),
    importDeclaration({ moduleSpecifier: `./${FILES.service}.js`, namedImports: [serviceConst(service)] }),
  ];
  return printFile(project, `${service.name}/${module}.ts`, [...imports, ...spaced(statements)], service.file);
}
