import { describe, expect, it } from 'vitest';
import { isAdditionalMethod, isBodilessMethod, isHttpMethod, methodKeys } from '../../document/http-methods.ts';

describe('http-methods', () => {
  it.each([
    ['get', true],
    ['query', true],
    ['GET', false],
    ['parameters', false],
    ['x-internal', false],
  ])('isHttpMethod(%j) is %j: a Path Item field that holds an operation', (key, want) => {
    expect(isHttpMethod(key)).toBe(want);
  });

  it.each([
    ['PURGE', true],
    ['LINK', true],
    ['POST', false],
    ['query', false],
    ['NOT A TOKEN', false],
  ])('isAdditionalMethod(%j) is %j: a method of additionalOperations none of the fixed fields holds', (key, want) => {
    expect(isAdditionalMethod(key)).toBe(want);
  });

  it('methodKeys places a fixed method in its field and any other in additionalOperations', () => {
    expect(methodKeys('get')).toEqual(['get']);
    expect(methodKeys('PURGE')).toEqual(['additionalOperations', 'PURGE']);
  });

  it.each([
    ['GET', true],
    ['get', true],
    ['HEAD', true],
    ['Head', true],
    ['POST', false],
    ['QUERY', false],
    ['PURGE', false],
  ])('isBodilessMethod(%j) is %j: Fetch sends no body with GET or HEAD, in any case', (method, want) => {
    expect(isBodilessMethod(method)).toBe(want);
  });
});
