export type ConfidenceLevel = 'high' | 'medium' | 'low';

/**
 * A confidence of 0.8 or higher is High, 0.6 or higher Medium, anything below Low
 * (docs/product/intelligence.md#confidence).
 */
export function confidenceLevel(aiConfidence: number): ConfidenceLevel {
  if (aiConfidence >= 0.8) return 'high';
  if (aiConfidence >= 0.6) return 'medium';
  return 'low';
}
