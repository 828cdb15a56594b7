import { describe, expect, it } from 'vitest';
import { initials } from './org';

describe('initials', () => {
  it('takes the first letter of the first name and of the last name, in capitals', () => {
    expect(initials('lucía', 'ñúñez')).toBe('LÑ');
    expect(initials('  Ana María ', ' de León')).toBe('AD');
  });

  it('gives what it has when a name is empty', () => {
    expect(initials('Ana', '')).toBe('A');
    expect(initials('', '')).toBe('');
  });
});
