import type { Config } from '../../env';
import type { Logger } from '../../lib/logger';
import { catalogOnlyAssistant, type PermitAssistant } from './types';

/**
 * The OpenAI-compatible provider when OPENAI_API_KEY is set, else the catalog alone
 * (docs/product/engineering.md#integrations). The OpenAI SDK loads only when it is configured (docs/decisions/0028).
 */
export async function createPermitAssistant(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>,
  logger: Logger,
): Promise<PermitAssistant> {
  if (!config.OPENAI_API_KEY) return catalogOnlyAssistant;
  const { createOpenAiAssistant } = await import('./openai-assistant');
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
