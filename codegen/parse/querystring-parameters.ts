// OpenAPI 3.2's `in: querystring`: the whole query string, from the one media type of a parameter's `content`. A
// form (`application/x-www-form-urlencoded`) of an object is on the wire what an exploded form query object is
// (`text=milk&limit=2`), so plain mode reads it as one: the IR, the runtime's query serializer, the mock's request
// check and the contract check then read it by the one query rule. Another media type (JSON, a JSONPath) would be the
// query string itself, which a generated call does not send: a warning, and the parameter is left out.
import { isNode, type Node, operations } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { Problem } from '../problems.ts';
import { dropParameters } from './drop-parameters.ts';

const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** Rewrites `doc`'s form `querystring` parameters in place as query objects; warns of and drops the others. */
export function querystringAsQuery(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const data = doc.data;
  const dropped = new Set<Node>();
  for (const view of [...operations(data), ...operations(data, 'webhooks')]) {
    for (const p of view.parameters) {
      if (p.in !== 'querystring' || dropped.has(p.value)) continue;
      const param = p.value;
      const [type, media] = Object.entries(isNode(param.content) ? param.content : {})[0] ?? [];
      if (type !== undefined && FORM.test(type) && isNode(media)) {
        param.in = 'query';
        param.schema = media.schema ?? { type: 'object' };
        param.style = 'form';
        param.explode = true;
        if (param.examples === undefined && media.examples !== undefined) param.examples = media.examples;
        if (param.example === undefined && media.example !== undefined) param.example = media.example;
        delete param.content;
        continue;
      }
      dropped.add(param);
      const message = `warning: querystring parameter '${p.name}' is ${type ?? 'no content'}; generated calls send a whole query string only as application/x-www-form-urlencoded (an object's fields), so it is left out`;
      warnings.push({ ...problemAt(doc, p.pointer, message), kind: 'querystring-content' });
    }
  }
  dropParameters(data, dropped);
  return warnings;
}
