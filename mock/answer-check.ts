// Answers judged before they go out: where the example the mock would answer breaks its own response schema (a
// document's defect, not a client's), a value made from the schema answers instead, and the defect is told, with
// its place in the document. The contract check runs the mock so, to judge clients on answers the document allows.
import type { Node } from '@siteapi/document';
import { type Ajv2020, createAjv, type ErrorObject, errorText, exemptRequired, type ValidateFunction } from '@siteapi/document/ajv';

/** A document's example that breaks the schema of the answer it stands for. */
export interface BrokenExample {
  /** The operation's key (`<service>.<operationId>` in a bundle, else `GET /path`). */
  operation: string;
  /** The declared status key it answers (`200`, `2XX`). */
  status: string;
  /** Where the example's value is in the document (`/components/examples/team/value`, `/paths/…/example`). */
  pointer: string;
  /** The first way it breaks the schema: `/0 must have required property 'type'`. */
  problem: string;
  /** Whether a value made from the schema that passes it answered instead (else the example did, as it is). */
  replaced: boolean;
  /**
   * Not an example: the value made from the schema (none declared) matches several members of a `oneOf`, and no value
   * made matches one alone (listennotes' search results: open objects with nothing required, nothing that tells them
   * apart). `pointer` is then the schema's place.
   */
  ambiguousOneOf?: true;
}

const DOCUMENT_ID = 'urn:siteapi:answers';

/** The first way `value` breaks the schema at a pointer of the document as an answer, or null when it passes. */
export type AnswerJudge = (pointer: string, value: unknown) => string | null;

export class AnswerCheck {
  private ajv?: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(
    private readonly document: Node,
    /** Told of each broken example once, when the answer it stands for is first made. */
    readonly onBroken: (broken: BrokenExample) => void = () => undefined,
    /** Another judge of the same document (the contract check's, whose compiled schemas are then shared). */
    private readonly judge?: AnswerJudge,
  ) {}

  /**
   * The first way `value` breaks the schema at `pointer` as an answer, or null when it passes, or when the schema
   * cannot be compiled (then nothing can be judged against it).
   */
  problem(pointer: string, value: unknown): string | null {
    if (this.judge) return this.judge(pointer, value);
    const counted = this.errors(pointer, value);
    return counted.length > 0 ? errorText(counted) : null;
  }

  /** The errors that count against `value` as an answer of the schema at `pointer` (none when it cannot be compiled). */
  private errors(pointer: string, value: unknown): ErrorObject[] {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      // Verbose: a required writeOnly property is left out of answers (`exemptRequired`). Not optimized: each answer
      // is made once (`AnswerCache`), so a schema judges a value or two, and compiling is most of the cost.
      if (!this.ajv) {
        this.ajv = createAjv({ verbose: true, optimize: false });
        this.ajv.addSchema(this.document, DOCUMENT_ID, undefined, false);
      }
      try {
        validate = this.ajv.getSchema(`${DOCUMENT_ID}#${pointer}`) ?? null;
      } catch {
        validate = null;
      }
      this.compiled.set(pointer, validate);
    }
    if (!validate || validate(value)) return [];
    return (validate.errors ?? []).filter((e) => !exemptRequired(e, 'response', this.document));
  }

  /** Whether all that is wrong with `value` is `oneOf`s that several of their members take. */
  private onlyAmbiguous(pointer: string, value: unknown): boolean {
    const errors = this.errors(pointer, value);
    const several = (e: ErrorObject) => {
      const passing = (e.params as { passingSchemas?: unknown }).passingSchemas;
      return Array.isArray(passing) && passing.length >= 2;
    };
    return errors.length > 0 && errors.every((e) => e.keyword === 'oneOf' && several(e));
  }

  /**
   * What answers for a value the document gave at `from` (an example) or made from the schema (`from` undefined):
   * the value when it passes the schema at `schemaPointer`, else the first that does of `candidates()`, made in turn. A broken
   * example is told to `onBroken` with whether a candidate replaced it; a made value that breaks the schema with
   * no candidate that passes answers as it is (the sampler's limit, not the document's defect), and is told only
   * when all it breaks is a `oneOf` several of whose members take it (`ambiguousOneOf`).
   */
  answerable(value: unknown, schemaPointer: string, where: { operation: string; status: string; from?: string }, candidates: () => Iterable<unknown>): unknown {
    const problem = this.problem(schemaPointer, value);
    if (problem === null) return value;
    let replacement: unknown;
    // Made one at a time: the first that passes ends it.
    for (const candidate of candidates()) {
      if (candidate !== undefined && this.problem(schemaPointer, candidate) === null) {
        replacement = candidate;
        break;
      }
    }
    if (where.from !== undefined) {
      this.onBroken({ operation: where.operation, status: where.status, pointer: where.from, problem, replaced: replacement !== undefined });
    } else if (replacement === undefined && this.onlyAmbiguous(schemaPointer, value)) {
      // Made from the schema, and no made value passes: the sampler's limit, unless what fails is a oneOf whose
      // members take each other's values, the document's defect (a value the API answers would fail it as well).
      this.onBroken({ operation: where.operation, status: where.status, pointer: schemaPointer, problem, replaced: false, ambiguousOneOf: true });
    }
    return replacement ?? value;
  }
}

/** The check `validAnswers` asks for, or none. */
export function answerCheckOf(
  document: Node,
  options: { validAnswers?: boolean; onBrokenExample?: (broken: BrokenExample) => void; judgeAnswer?: AnswerJudge },
): AnswerCheck | undefined {
  return options.validAnswers ? new AnswerCheck(document, options.onBrokenExample, options.judgeAnswer) : undefined;
}
