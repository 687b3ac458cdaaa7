import { describe, expect, it } from 'vitest';
import { FILE_IMPORTS } from '../../codegen/imported-names.ts';
import { camelName, componentTypeNames, reservedValues, memberName, Names, pascalName, serviceConstName } from '../../codegen/naming.ts';

describe('camelName', () => {
  it.each([
    ['pricing-plans', 'pricingPlans'],
    ['example-api-2-0', 'exampleApi20'],
    ['acme-3-service', 'acme3Service'],
    ['bare-version-0', 'bareVersion0'],
    ['listPosts', 'listPosts'],
    ['123abc', '_123abc'],
    ['', 'api'],
    ['---', 'api'],
  ])('%j → %j', (given, want) => {
    expect(camelName(given)).toBe(want);
  });
});

describe('pascalName', () => {
  it.each([
    ['post-count_stats', 'PostCountStats'],
    ['listPosts', 'ListPosts'],
    ['_123abc', '_123abc'],
    ['123abc', '_123abc'],
    ['deadbeef01', 'Deadbeef01'],
    ['0d1e2f', '_0d1e2f'],
    ['', 'Type'],
  ])('%j → %j', (given, want) => {
    expect(pascalName(given)).toBe(want);
  });
});

describe('Names', () => {
  it.each<[string, { reserved?: string[]; kind?: 'value' | 'type'; take: string[]; want: string[] }]>([
    ['free names stay', { take: ['Pet', 'Owner'], want: ['Pet', 'Owner'] }],
    ['a taken name gets a number', { take: ['Pet', 'Pet', 'Pet'], want: ['Pet', 'Pet2', 'Pet3'] }],
    [
      'globals the output uses get a _',
      {
        take: ['Date', 'Error', 'Response', 'Record', 'Promise', 'Blob', 'File', 'Array', 'Map', 'Set', 'Partial'],
        want: ['Date_', 'Error_', 'Response_', 'Record_', 'Promise_', 'Blob_', 'File_', 'Array_', 'Map_', 'Set_', 'Partial_'],
      },
    ],
    ['a renamed global meets its own name', { take: ['Date_', 'Date'], want: ['Date_', 'Date_2'] }],
    ['imported names get a _', { reserved: ['Call', 'CallInit'], take: ['Call', 'CallInit', 'CallArgs'], want: ['Call_', 'CallInit_', 'CallArgs'] }],
    ['reserved words get a _', { take: ['string', 'class', 'Object'], want: ['string_', 'class_', 'Object_'] }],
    ['values may be named like global types', { kind: 'value', take: ['Date', 'delete', 'string'], want: ['Date', 'delete_', 'string'] }],
    ['text that is no identifier', { take: ['Foo-Bar', 'Foo_Bar', '123abc', '9'], want: ['Foo_Bar', 'Foo_Bar2', '_123abc', '_9'] }],
    ['a number after a taken name stays distinct', { take: ['Pet2', 'Pet', 'Pet'], want: ['Pet2', 'Pet', 'Pet3'] }],
  ])('%s', (_, { reserved, kind, take, want }) => {
    const scope = new Names(reserved, kind);
    expect(take.map((n) => scope.take(n))).toEqual(want);
  });

  it('hands out file names that differ from every taken one in more than case', () => {
    const files = new Names([], 'value', true);
    expect(['emailTemplates', 'emailtemplates', 'EmailTemplates', 'emailTemplates2'].map((n) => files.take(n))).toEqual([
      'emailTemplates',
      'emailtemplates2',
      'EmailTemplates3',
      'emailTemplates22',
    ]);
    expect(files.has('EMAILTEMPLATES')).toBe(true);
  });

  it('gives no component the name of a value or type a file that meets the schema types imports', () => {
    const { schemaTypes, module, webhookEvents, serviceInfo } = FILE_IMPORTS;
    const imported = [schemaTypes, module, webhookEvents, serviceInfo].flatMap((kind) => [...kind.values, ...kind.types]);
    const names = componentTypeNames(imported);
    for (const name of imported) expect(names.get(name), name).not.toBe(name);
  });
});

describe('serviceConstName', () => {
  it.each([
    ['pricing-plans', 'pricingPlansService'],
    ['example-api-2-0', 'exampleApi20Service'],
  ])('%j → %j', (given, want) => {
    expect(serviceConstName(given)).toBe(want);
    expect(reservedValues(given)).toContain(want);
  });

  it("reserves what the service's files declare beside the calls: its constant, error catalogue and msw handlers", () => {
    expect(reservedValues('pricing-plans')).toEqual(
      expect.arrayContaining(['pricingPlansService', 'pricingPlansErrors', 'pricingPlansHandlers', 'pricingPlansMocks', 'paginate', 'createHandlers']),
    );
  });
});

describe('memberName', () => {
  it('lower-cases words and joins them, making any text a value name', () => {
    expect(memberName('GET /pets/{id}', 'get')).toBe('getPetsId');
    expect(memberName('Pets_List', 'x')).toBe('petsList');
    expect(memberName('getHTTPStatus', 'x')).toBe('getHttpStatus');
    expect(memberName('123abc', 'x')).toBe('_123abc');
    expect(memberName('delete', 'x')).toBe('delete_');
    expect(memberName('—', 'fallback')).toBe('fallback');
  });
});

describe('componentTypeNames', () => {
  it('names component types in sorted order, clear of what generated files import', () => {
    expect([...componentTypeNames(['b', 'Call', 'a-b', 'a_b'])]).toEqual([
      ['Call', 'Call_'],
      ['a-b', 'a_b'],
      ['a_b', 'a_b2'],
      ['b', 'b'],
    ]);
  });
});
