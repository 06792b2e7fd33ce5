// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeVatNumber, vatNumberProblem } from '../../src/content/settings';

describe('the partita IVA', () => {
  it.each(['00743110157', '12345678903', '01234560553', '07643520567'])('accepts %s, whose check digit is right', (v) => {
    expect(vatNumberProblem(v)).toBeNull();
  });

  it.each([
    ['a wrong last digit', '00743110158'],
    ['two digits swapped', '07443110157'],
    ['eleven zeros', '00000000000'],
  ])('refuses %s by its check digit', (_, v) => {
    expect(vatNumberProblem(v)).toBe('check');
  });

  it.each([['0074311015'], ['007431101577'], ['0074311015A'], ['']])('refuses %j as not 11 digits', (v) => {
    expect(vatNumberProblem(v)).toBe('format');
  });

  it('is written as its digits, without spaces, dots, dashes or the country’s IT', () => {
    expect(normalizeVatNumber('IT 007.431-101 57')).toBe('00743110157');
    expect(normalizeVatNumber('it00743110157')).toBe('00743110157');
  });
});
