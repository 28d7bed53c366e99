// The settings and the client of the server's OpenAI-compatible endpoint (`server.openai`): copied
// into a generated client only when its catalog declares one.

import type { Core } from "./core.js";

/** The settings of an OpenAI client for the server's OpenAI-compatible endpoint. */
export interface OpenAIConfig {
  readonly baseURL: string;
  readonly apiKey: string;
  /** The gateway header, present only when the client has a gateway header and token. */
  readonly defaultHeaders?: { readonly [name: string]: string };
}

/** What `openai_client()` resolves to unless given a type; the `openai` package's client is one. */
export interface OpenAIClientLike {
  readonly baseURL: string;
  readonly apiKey: string;
}

/**
 * The client's base URL joined to `basePath` (which starts with one `/`), its token as the API key,
 * and with a gateway token `defaultHeaders` carrying it in the gateway header (omitted otherwise).
 */
export function openaiConfig(core: Core, basePath: string): OpenAIConfig {
  const config = { baseURL: core.baseUrl + basePath, apiKey: core.options.token ?? "" };
  const gateway = core.gateway();
  return gateway !== null ? { ...config, defaultHeaders: { [gateway.header]: gateway.token } } : config;
}

/** Constructs the `openai` package's client; the specifier is a variable, so tsc needs no types for it. */
export async function openaiClient<C>(config: OpenAIConfig): Promise<C> {
  const specifier: string = "openai";
  let loaded: { readonly OpenAI?: unknown; readonly default?: unknown };
  try {
    loaded = (await import(specifier)) as { readonly OpenAI?: unknown; readonly default?: unknown };
  } catch (cause) {
    throw new Error("openai_client() needs the 'openai' package, which could not be loaded (install it: npm install openai): "
      + (cause instanceof Error ? cause.message : String(cause)), { cause });
  }
  const OpenAI = (loaded.OpenAI ?? loaded.default) as new (options: OpenAIConfig) => C;
  return new OpenAI(config);
}
