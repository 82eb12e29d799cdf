import { Box, Text } from '@mantine/core';
import { diffWords } from '@portal/shared/domain/text-diff';
import { useTranslation } from 'react-i18next';

/** The old text and the new one in one: removed words struck through in red, added ones in green. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('content');
  return (
    <Box
      component="p"
      m={0}
      style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}
      aria-label={t('suggestions.diffLabel')}
    >
      {diffWords(before, after).map((part, index) =>
        part.type === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.type === 'removed' ? (
          <Text
            key={index}
            component="del"
            c="red.8"
            bg="red.0"
            td="line-through"
            inherit
            aria-label={t('suggestions.removed', { text: part.text })}
          >
            {part.text}
          </Text>
        ) : (
          <Text
            key={index}
            component="ins"
            c="green.9"
            bg="green.0"
            td="none"
            inherit
            aria-label={t('suggestions.added', { text: part.text })}
          >
            {part.text}
          </Text>
        ),
      )}
    </Box>
  );
}
