import { describe, expect, it } from 'vitest';
import { confidenceLevel } from './confidence-level';

describe('confidenceLevel', () => {
  it.each([
    [1, 'high'],
    [0.85, 'high'],
    [0.8, 'high'],
    [0.7999, 'medium'],
    [0.65, 'medium'],
    [0.6, 'medium'],
    [0.5999, 'low'],
    [0.3, 'low'],
    [0, 'low'],
  ] as const)('reads %d as %s', (confidence, level) => {
    expect(confidenceLevel(confidence)).toBe(level);
  });
});
