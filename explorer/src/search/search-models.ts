// The palette's search over the models: each term fuzzy-matched against a model's name, service and property names;
// every term must match somewhere. A property match names the field, so the palette can open the model at it.
import type { ModelSummary } from '../catalogue/types.ts';
import { fuzzyMatch } from './fuzzy.ts';

export interface ModelHit {
  model: ModelSummary;
  score: number;
  /** The property the best match was on, when it was one. */
  field?: string;
}

const WEIGHTS = { name: 3, service: 1.4, summary: 1, field: 1.2 } as const;

export function searchModels(models: readonly ModelSummary[], query: string, limit = 20): ModelHit[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits: ModelHit[] = [];
  for (const model of models) {
    const short = model.name.slice(model.service.length + 1) || model.name;
    let total = 0;
    let field: string | undefined;
    let matched = true;
    for (const term of terms) {
      let best = -Infinity;
      let bestField: string | undefined;
      const consider = (kind: keyof typeof WEIGHTS, text: string | undefined) => {
        if (!text) return;
        const match = fuzzyMatch(term, text);
        if (!match) return;
        const score = match.score * WEIGHTS[kind];
        if (score <= best) return;
        best = score;
        bestField = kind === 'field' ? text : undefined;
      };
      consider('name', short);
      consider('service', model.service);
      consider('summary', model.summary);
      for (const f of model.fields) consider('field', f);
      if (best === -Infinity) {
        matched = false;
        break;
      }
      total += best;
      // A term best matched by a property names the field the model opens at.
      if (bestField !== undefined) field = bestField;
    }
    if (matched) hits.push({ model, score: total, ...(field !== undefined ? { field } : {}) });
  }
  hits.sort((a, b) => b.score - a.score || a.model.name.localeCompare(b.model.name));
  return hits.slice(0, limit);
}
