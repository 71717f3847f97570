import { z } from 'zod';
import { ProviderError, requestJson } from './http-json.js';

export interface OpenAiCompatibleSettings {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM server. */
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Named in errors and logs ('openai', 'ollama', ...). */
  provider?: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const chatReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const embeddingsReply = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()).min(1) })).min(1),
});

const imagesReply = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

/**
 * The OpenAI wire format, spoken by OpenAI, DeepSeek, Ollama, vLLM and others:
 * `POST {base}/chat/completions`, `POST {base}/embeddings` and `POST {base}/images/generations`.
 */
export class OpenAiCompatibleClient {
  private readonly provider: string;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    this.provider = settings.provider ?? 'openai';
  }

  private headers(): Record<string, string> {
    return this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {};
  }

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /** A chat completion asked to answer with one JSON object, parsed by `schema`. */
  async chatJson<S extends z.ZodType>(
    model: string,
    messages: ChatMessage[],
    schema: S,
    options: { temperature?: number; signal?: AbortSignal } = {},
  ): Promise<z.output<S>> {
    const reply = await requestJson(this.provider, this.url('/chat/completions'), chatReply, {
      headers: this.headers(),
      body: { model, messages, temperature: options.temperature ?? 0.7, response_format: { type: 'json_object' } },
      timeoutMs: this.settings.timeoutMs ?? 60_000,
      signal: options.signal,
    });
    const content = reply.choices[0]?.message.content ?? '';
    // Some servers wrap JSON in a code fence despite response_format.
    const json = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch {
      throw new ProviderError(this.provider, `${this.provider}: the model did not answer with JSON`, true);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderError(
        this.provider,
        `${this.provider}: the model's JSON does not fit: ${parsed.error.issues[0]?.message}`,
        true,
      );
    }
    return parsed.data;
  }

  /** `POST {base}/embeddings`: one vector per input, in the order of the inputs. */
  async embeddings(model: string, input: readonly string[], options: { signal?: AbortSignal } = {}): Promise<number[][]> {
    const reply = await requestJson(this.provider, this.url('/embeddings'), embeddingsReply, {
      headers: this.headers(),
      body: { model, input, encoding_format: 'float' },
      timeoutMs: this.settings.timeoutMs ?? 60_000,
      signal: options.signal,
    });
    const vectors: number[][] = [];
    for (const item of reply.data) vectors[item.index] = item.embedding;
    if (vectors.length !== input.length || vectors.some((vector) => !vector)) {
      throw new ProviderError(this.provider, `${this.provider}: ${reply.data.length} embeddings for ${input.length} texts`, true);
    }
    return vectors;
  }

  /** One generated image as bytes (PNG for OpenAI's models). */
  async generateImage(model: string, prompt: string, options: { size?: string; signal?: AbortSignal } = {}): Promise<Buffer> {
    // dall-e models return URLs unless asked; gpt-image models always return base64 and refuse the field.
    const format = model.startsWith('dall-e') ? { response_format: 'b64_json' } : {};
    const reply = await requestJson(this.provider, this.url('/images/generations'), imagesReply, {
      headers: this.headers(),
      body: { model, prompt, n: 1, size: options.size ?? '1024x1024', ...format },
      timeoutMs: this.settings.timeoutMs ?? 120_000,
      signal: options.signal,
    });
    return Buffer.from(reply.data[0]!.b64_json, 'base64');
  }
}
