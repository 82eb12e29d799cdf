import type {
  TContentChange,
  TContentFinding,
  TContentOptions,
} from '@portal/shared/contracts/content';
import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import type {
  TContentField,
  TContentKind,
  TContentLanguage,
  TContentProviderName,
  TContentSuggestionType,
} from '@portal/shared/domain/content-codes';

/** What a provider is given for one field of one entity. */
export interface TContentProviderInput {
  kind: TContentKind;
  entityId: number;
  code: string;
  name: string;
  field: TContentField;
  /** The current text of every language ('' where there is none). */
  texts: Record<TContentLanguage, string>;
  facts: TContentFacts;
  /** The assessment's findings in the languages the batch covers. */
  findings: TContentFinding[];
  /** The languages the batch covers: suggestions only for these. */
  languages: readonly TContentLanguage[];
  options: TContentOptions;
}

/** One proposal for one language; `text` null when the provider cannot write it honestly. */
export interface TProviderSuggestion {
  language: TContentLanguage;
  type: TContentSuggestionType;
  text: string | null;
  changes: TContentChange[];
}

/**
 * The language-model port of content processing. Two adapters: the built-in rule-based assessor
 * (offline, deterministic, the default) and an OpenAI-compatible chat-completions API (chosen
 * when LLM_BASE_URL is set). A provider only proposes: nothing it returns is written until a
 * person accepts it.
 */
export interface TContentProvider {
  readonly name: TContentProviderName;
  suggest(input: TContentProviderInput): Promise<TProviderSuggestion[]>;
}

export type TContentProviderErrorKind =
  'auth' | 'bad-request' | 'rate-limited' | 'unavailable' | 'timeout' | 'invalid-response';

/** A provider failure whose message is safe to show on the batch (no key, no stack). */
export class ContentProviderError extends Error {
  override name = 'ContentProviderError';

  constructor(
    readonly kind: TContentProviderErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The findings of one language, by code. */
export function findingsOf(
  input: Pick<TContentProviderInput, 'findings'>,
  language: TContentLanguage,
): TContentFinding[] {
  return input.findings.filter((finding) => finding.language === language);
}

/** The checklist a person works through for the facts a provider must not invent. */
export function factChecklist(findings: readonly TContentFinding[]): TContentChange[] {
  const changes: TContentChange[] = [];
  for (const finding of findings) {
    if (finding.code === 'missing-time') changes.push({ code: 'add-time', params: {} });
    if (finding.code === 'missing-inclusions') changes.push({ code: 'add-inclusions', params: {} });
    if (finding.code === 'missing-duration') changes.push({ code: 'add-duration', params: {} });
  }
  return changes;
}

/** Whether a language is untranslated (empty, or the English copied) in these findings. */
export function isUntranslated(findings: readonly TContentFinding[]): boolean {
  return findings.some((finding) => finding.code === 'untranslated');
}
