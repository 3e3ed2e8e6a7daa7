/**
 * A language model behind one small interface (docs/MOVE-IN-PLAN.md): an OpenAI-compatible `/chat/completions`
 * endpoint when AI_BASE_URL and AI_MODEL are set, none otherwise (callers then use their templates). A model
 * only words text; callers check what it says before using it.
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LanguageModel {
  /** The model's answer, or a thrown error (HTTP failure, bad answer, timeout): callers fall back. */
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

export interface LanguageModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export class LanguageModelError extends Error {}

/** The OpenAI-compatible client (`POST <baseUrl>/chat/completions`), bounded by the timeout. */
export function openAiCompatibleModel(settings: LanguageModelSettings, fetchImpl: typeof fetch = fetch): LanguageModel {
  return {
    async complete(messages) {
      const response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, temperature: 0.3, max_tokens: 400 }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new LanguageModelError(`language model answered ${response.status}`);
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new LanguageModelError('language model gave no text');
      return content;
    },
  };
}

/** The configured model, or null (templates). */
export function createLanguageModel(settings: LanguageModelSettings | undefined): LanguageModel | null {
  return settings ? openAiCompatibleModel(settings) : null;
}
