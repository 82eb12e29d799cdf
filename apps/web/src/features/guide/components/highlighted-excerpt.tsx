import { Text } from '@mantine/core';
import { GUIDE_HIGHLIGHT_END, GUIDE_HIGHLIGHT_START } from '@portal/shared/contracts/guide';
import { Fragment } from 'react';

/** A search snippet with its matched words marked; everything else stays plain text. */
export function HighlightedExcerpt({ text }: { text: string }) {
  const parts = text.split(GUIDE_HIGHLIGHT_START);
  return (
    <Text size="sm" c="dimmed" lineClamp={3}>
      {parts.map((part, index) => {
        if (index === 0) return <Fragment key={index}>{part}</Fragment>;
        const [marked = '', rest = ''] = part.split(GUIDE_HIGHLIGHT_END);
        return (
          <Fragment key={index}>
            <mark>{marked}</mark>
            {rest}
          </Fragment>
        );
      })}
    </Text>
  );
}
