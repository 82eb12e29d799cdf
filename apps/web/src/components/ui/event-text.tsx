import { Group, Text } from '@mantine/core';
import type { TEventFact } from '@portal/shared/contracts/events';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

/**
 * The one vocabulary of "who did what" (contracts/events.ts): the agent's file history, the back
 * office's file timeline and the audit log all say an event and lay out its facts with these.
 * Keys in the `events` namespace are flat ("action.file.created"), as actions contain dots.
 */
const FLAT = { ns: 'events', keySeparator: false } as const;

/** The event as a sentence in the user's language ("Changed a service's price"). */
export function eventSentence(t: TFunction, action: string): string {
  const verb = /\.(?:[a-z_-]*-)?(created|updated|deleted)$/.exec(action)?.[1] ?? 'other';
  return t(`action.${action}`, { ...FLAT, defaultValue: t(`verb.${verb}`, FLAT) });
}

function formatValue(
  t: TFunction,
  fact: TEventFact,
  value: TEventFact['value'],
  context: { brandId: number | null; language: string },
): ReactNode {
  if (Array.isArray(value)) {
    return fact.kind === 'fields'
      ? value.map((field) => t(`field.${field}`, { ...FLAT, defaultValue: field })).join(', ')
      : value.join(', ');
  }
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no', FLAT);
  switch (fact.kind) {
    case 'money': {
      const cents = Number(value);
      const amount = formatPrice(Math.abs(cents), context.brandId, context.language);
      // A change to a total reads with its sign ("−NZ$34.00").
      if (fact.field === 'totalChange') return cents < 0 ? `−${amount}` : `+${amount}`;
      return cents < 0 ? `−${amount}` : amount;
    }
    case 'date':
      return formatDayMonthYear(String(value), context.language);
    case 'status':
      return <StatusBadge status={String(value)} size="sm" />;
    case 'reason':
      return t(`reason.${String(value)}`, { ...FLAT, defaultValue: String(value) });
    default:
      return String(value);
  }
}

/** The facts of one event, "Label: value" each, a change as "before → after". */
export function EventFacts({
  facts,
  brandId = null,
}: {
  facts: readonly TEventFact[];
  /** The file's brand, for money in its currency (none: the first brand's, SPEC section 9). */
  brandId?: number | null;
}) {
  const { t, i18n } = useTranslation('events');
  if (facts.length === 0) return null;
  const context = { brandId, language: i18n.language };
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {facts.map((fact, index) => (
        <Text
          key={`${fact.field}-${String(index)}`}
          component="li"
          size="xs"
          data-fact={fact.field}
          style={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}
        >
          <Text span size="xs" c="dimmed">
            {t(`fact.${fact.field}`, { ...FLAT, defaultValue: fact.field })}:
          </Text>
          {fact.from !== undefined ? (
            <>
              {formatValue(t, fact, fact.from, context)}
              <span>→</span>
            </>
          ) : null}
          {formatValue(t, fact, fact.value, context)}
          {index < facts.length - 1 ? <span aria-hidden>·</span> : null}
        </Text>
      ))}
    </Group>
  );
}
