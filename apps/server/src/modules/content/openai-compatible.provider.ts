import type { TContentFinding, TContentOptions } from '@portal/shared/contracts/content';
import {
  CONTENT_TEXT_MAX,
  SOURCE_LANGUAGE,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import {
  ContentProviderError,
  factChecklist,
  findingsOf,
  isUntranslated,
  type TContentProvider,
  type TContentProviderInput,
  type TProviderSuggestion,
} from './content-provider';
import type { TChatClient, TChatMessage } from './openai-compatible.client';

/**
 * Content processing through a language model behind an OpenAI-compatible API: a rewrite for each
 * language with findings, a translation for each language without a text of its own. The model is
 * told never to add facts; the facts it may not invent still go to the reviewer as a checklist.
 */

const LANGUAGE_NAMES: Record<TContentLanguage, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  fr: 'French',
};

const RULES = [
  'You edit product descriptions for an inbound tour operator in New Zealand and Australia that sells through travel agents.',
  'Keep every fact of the text. Never add a time, duration, price, inclusion or any other fact that the text does not give.',
  'Write plain prose for travellers: no headings, no lists, no sales calls, no exclamation marks.',
  'Answer with the description only: no preamble, no quotes, no notes.',
];

function bannedPhrasesFor(language: TContentLanguage, options: TContentOptions): string[] {
  return options.bannedPhrases
    .filter((entry) => entry.language === 'all' || entry.language === language)
    .map((entry) =>
      entry.replacement
        ? `"${entry.phrase}" (say "${entry.replacement}" instead)`
        : `"${entry.phrase}"`,
    );
}

/** The findings a model can act on, as instructions. */
function instructionsFor(findings: readonly TContentFinding[], options: TContentOptions): string[] {
  const lines: string[] = [];
  for (const finding of findings) {
    switch (finding.code) {
      case 'too-short':
        lines.push(
          `It is too short (${finding.params.length} characters): aim for at least ${options.minLength}, without inventing facts.`,
        );
        break;
      case 'too-long':
        lines.push(`It is too long: keep it under ${options.maxLength} characters.`);
        break;
      case 'hard-to-read':
        lines.push('It is hard to read: use shorter sentences and plainer words.');
        break;
      case 'long-sentence':
        lines.push(`No sentence may be longer than ${options.maxSentenceWords} words.`);
        break;
      case 'banned-phrase':
        lines.push(`Remove the phrase "${finding.params.phrase}".`);
        break;
      default:
        break;
    }
  }
  return lines;
}

function contextOf(input: TContentProviderInput): string {
  return `The ${input.kind} is "${input.name}" (${input.code}).`;
}

function checkAnswer(text: string): string {
  if (Array.from(text).length > CONTENT_TEXT_MAX) {
    throw new ContentProviderError(
      'invalid-response',
      `The language model answered with more than ${CONTENT_TEXT_MAX} characters.`,
    );
  }
  return text;
}

export function createOpenAiCompatibleProvider(client: TChatClient): TContentProvider {
  async function rewrite(
    input: TContentProviderInput,
    language: TContentLanguage,
    findings: readonly TContentFinding[],
  ): Promise<TProviderSuggestion | null> {
    const checklist = factChecklist(findings);
    const instructions = instructionsFor(findings, input.options);
    const current = input.texts[language];
    if (instructions.length === 0) {
      return checklist.length > 0
        ? { language, type: 'checklist', text: null, changes: checklist }
        : null;
    }
    const banned = bannedPhrasesFor(language, input.options);
    const messages: TChatMessage[] = [
      {
        role: 'system',
        content: [
          ...RULES,
          `Write in ${LANGUAGE_NAMES[language]}.`,
          banned.length > 0 ? `Never use these phrases: ${banned.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      },
      {
        role: 'user',
        content: `${contextOf(input)}\nImprove this description:\n- ${instructions.join('\n- ')}\n\nDescription:\n${current}`,
      },
    ];
    const text = checkAnswer(await client.complete(messages));
    if (text === current.trim()) {
      return checklist.length > 0
        ? { language, type: 'checklist', text: null, changes: checklist }
        : null;
    }
    return {
      language,
      type: 'rewrite',
      text,
      changes: [{ code: 'model-rewrite', params: { model: client.model } }, ...checklist],
    };
  }

  async function translate(
    input: TContentProviderInput,
    language: TContentLanguage,
  ): Promise<TProviderSuggestion> {
    const banned = bannedPhrasesFor(language, input.options);
    const messages: TChatMessage[] = [
      {
        role: 'system',
        content: [
          ...RULES,
          `Translate from English into ${LANGUAGE_NAMES[language]}. Keep the names of places, companies and products as they are.`,
          banned.length > 0 ? `Never use these phrases: ${banned.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      },
      {
        role: 'user',
        content: `${contextOf(input)}\nTranslate this description:\n\n${input.texts[SOURCE_LANGUAGE]}`,
      },
    ];
    const text = checkAnswer(await client.complete(messages));
    return {
      language,
      type: 'translation',
      text,
      changes: [{ code: 'model-translation', params: { model: client.model } }],
    };
  }

  return {
    name: 'openai-compatible',
    async suggest(input) {
      const suggestions: TProviderSuggestion[] = [];
      const english = input.texts[SOURCE_LANGUAGE].trim();
      for (const language of input.languages) {
        const findings = findingsOf(input, language);
        if (findings.length === 0) continue;
        if (findings.some((finding) => finding.code === 'missing')) {
          // Nothing to rewrite and nothing to translate from: a person writes the first text.
          suggestions.push({
            language,
            type: 'checklist',
            text: null,
            changes: [{ code: 'write-text', params: {} }],
          });
          continue;
        }
        if (isUntranslated(findings)) {
          suggestions.push(
            english === ''
              ? { language, type: 'needs-translation', text: null, changes: [] }
              : await translate(input, language),
          );
          continue;
        }
        const suggestion = await rewrite(input, language, findings);
        if (suggestion) suggestions.push(suggestion);
      }
      return suggestions;
    },
  };
}
