import type { Config } from '../../env';
import type { Logger } from '../../lib/logger';
import { createOpenAiAssistant } from './openai-assistant';
import { catalogOnlyAssistant, type PermitAssistant } from './types';

/**
 * The OpenAI-compatible provider when OPENAI_API_KEY is set, else the catalog alone
 * (docs/product/engineering.md#integrations).
 */
export function createPermitAssistant(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>,
  logger: Logger,
): PermitAssistant {
  if (!config.OPENAI_API_KEY) return catalogOnlyAssistant;
  return createOpenAiAssistant(
    {
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    },
    logger,
  );
}
