import { describe, expect, it } from 'vitest';
import { patternSample } from '../../document/pattern-sample.ts';

// A string each pattern matches (public descriptions' patterns), or none for what the reader does not take.
describe('patternSample', () => {
  it.each([
    ['arn:[^:]*:iot:[^:]*:[0-9]+:(thing|thinggroup)/.+'],
    ['^arn:(aws|aws-cn|aws-us-gov):tnb:([a-z]{2}(-(gov|iso))?-(east|west){1,2}-[0-9]):\\d{12}:(function-instance/fi-[a-f0-9]{17})$'],
    ['^arn:aws(-[a-z]+)?:airflow:[a-z0-9\\-]+:\\d{12}:environment/\\w+'],
    ['^[0-9]+$'],
    ['^[A-Z]{3}-[0-9]{4}$'],
    ['^[\\w+=,.@-]+$'],
    ['^\\d{1,3}(\\.\\d{1,3}){3}$'],
    ['a{0,3}b*c?'],
    ['^(?:[^:/]+)/[^\\s]+$'],
    ['^(a+)+$'],
  ])('%s', (pattern) => {
    const sample = patternSample(pattern);
    expect(sample).toBeTypeOf('string');
    expect(new RegExp(pattern, 'u').test(sample!)).toBe(true);
  });

  it.each([['(?=a)b'], ['\\bword'], ['(a)\\1'], ['a$b'], ['[a-z'], ['a{99999}'], ['\\u00e9']])('%s: none', (pattern) => {
    expect(patternSample(pattern)).toBeUndefined();
  });
});
