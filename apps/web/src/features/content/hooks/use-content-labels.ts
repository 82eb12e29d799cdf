import type { TContentChange, TContentFinding } from '@portal/shared/contracts/content';
import {
  contentFieldDay,
  type TContentField,
  type TContentFindingCode,
  type TContentKind,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { useTranslation } from 'react-i18next';

/** The content screens' words for codes the server sends (findings, changes, kinds, languages). */
export function useContentLabels() {
  const { t, i18n } = useTranslation('content');
  return {
    t,
    locale: i18n.language,
    kind: (kind: TContentKind) => t(`kinds.${kind}`),
    /** "Overview", "Day 3": which text of the entity. */
    field: (field: TContentField) => {
      const day = contentFieldDay(field);
      return day === null ? t(`fields.${field}`) : t('fields.day', { day });
    },
    language: (language: TContentLanguage) => t(`languages.${language}`),
    findingName: (code: TContentFindingCode) => t(`findings.${code}.name`),
    /** The finding with its details: "Too short: 61 characters, at least 120". */
    finding: (finding: TContentFinding) => {
      if (finding.code === 'untranslated') {
        return t(`findings.untranslated.${finding.params.reason === 'copy' ? 'copy' : 'missing'}`);
      }
      // English is measured by reading ease, the other languages by sentence length.
      if (finding.code === 'hard-to-read' && finding.params.averageWords !== undefined) {
        return t('findings.hard-to-read.textAverage', finding.params);
      }
      return t(`findings.${finding.code}.text`, finding.params);
    },
    change: (change: TContentChange) => t(`changes.${change.code}`, change.params),
  };
}

/** Green from 80, amber from 40, red below. */
export function scoreColour(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 40) return 'yellow';
  return 'red';
}
