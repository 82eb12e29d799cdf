import { Anchor, Text } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * A message's plain text with its addresses clickable, so a demo user can open the password reset
 * link they asked for straight from the outbox.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} size="sm">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
