import { describe, expect, it } from 'vitest';
import { linearRegExp, stringMatching } from '@siteapi/document/ajv';

// A string a document's pattern accepts, for samplers; undefined where the pattern cannot be read, never a wrong one.
describe('stringMatching', () => {
  it.each([
    ['^\\d+\\.\\d+\\.\\d+$', '0.0.0'],
    ['^sha256:[a-f0-9]{64}$', `sha256:${'a'.repeat(64)}`],
    // The first alternative; a group's too.
    ['^ssh-(rsa|dss|ed25519) |^ecdsa-sha2-nistp(256|384|521) ', 'ssh-rsa '],
    ['^[A-Z]{2}-?\\d{3,5}$', 'AA000'],
    ['^[^a-z]+$', 'A'],
    ['^\\w+@\\w+\\.com$', 'a@a.com'],
    ['^(?:ab)+c*$', 'ab'],
    // Anchors at the start and end of alternatives (AWS SSM's instance ids).
    ['(^i-[a-z0-9]{8}$)|(^mi-[a-z0-9]{17}$)', 'i-aaaaaaaa'],
    // Word boundaries are no characters (AWS SSO's request ids).
    ['\\b[0-9a-f]{8}\\b-[0-9a-f]{4}-\\b[0-9a-f]{12}\\b', '00000000-0000-000000000000'],
  ])('%s → %s', (pattern, want) => {
    expect(stringMatching(pattern)).toBe(want);
    expect(linearRegExp(pattern).test(want)).toBe(true);
  });

  // Public descriptions' patterns (AWS's ARNs among them): a string each matches.
  it.each([
    ['arn:[^:]*:iot:[^:]*:[0-9]+:(thing|thinggroup)/.+'],
    ['^arn:(aws|aws-cn|aws-us-gov):tnb:([a-z]{2}(-(gov|iso))?-(east|west){1,2}-[0-9]):\\d{12}:(function-instance/fi-[a-f0-9]{17})$'],
    ['^arn:aws(-[a-z]+)?:airflow:[a-z0-9\\-]+:\\d{12}:environment/\\w+'],
    ['^[\\w+=,.@-]+$'],
    ['^\\d{1,3}(\\.\\d{1,3}){3}$'],
    ['a{0,3}b*c?'],
    ['^(?:[^:/]+)/[^\\s]+$'],
    ['^(a+)+$'],
  ])('%s: a match', (pattern) => {
    const made = stringMatching(pattern);
    expect(made).toBeTypeOf('string');
    expect(new RegExp(pattern, 'u').test(made!)).toBe(true);
  });

  // AWS WorkMail's log group ARN takes 47 characters at least.
  it('repeats open quantifiers up to a least length', () => {
    const pattern = 'arn:aws:logs:[a-z\\-0-9]*:[0-9]{12}:log-group:([\\.\\-_/#A-Za-z0-9]+):\\*$';
    const made = stringMatching(pattern, 47);
    expect(made).toBeTypeOf('string');
    expect([...made!].length).toBeGreaterThanOrEqual(47);
    expect(new RegExp(pattern, 'u').test(made!)).toBe(true);
    expect(stringMatching('^a{2,3}$', 10)).toBe('aaa');
    expect(stringMatching('^ab$', 5)).toBe('ab');
  });

  it.each([
    ['a lookahead', '^(?=a)b'],
    ['a back-reference', '(a)\\1'],
    ['no regular expression at all', '(['],
  ])('undefined for %s', (_, pattern) => {
    expect(stringMatching(pattern)).toBeUndefined();
  });
});
