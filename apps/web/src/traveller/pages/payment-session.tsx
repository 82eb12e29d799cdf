import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import { travellerApi, TravellerApiError } from '../api';
import { Banner } from '../components/banner';
import { Loading, Page } from '../components/page';
import { TextField } from '../components/text-field';
import { formatMoney } from '../format';
import {
  checkCardField,
  getPaymentSession,
  groupCardNumber,
  isFinalStatus,
  paymentSessionPath,
  resultPath,
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_VERIFICATION_CODE,
  type TCardField,
} from '../payments';
import { navigate } from '../router';
import { useTitle } from '../use-title';

const CARD_FIELDS: { field: TCardField; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'cardholderName', autoComplete: 'cc-name' },
  { field: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { field: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { field: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

const PLACEHOLDERS: Partial<Record<TCardField, string>> = {
  cardNumber: '4242 4242 4242 4242',
  expiry: 'MM/YY',
  cvc: '123',
};

type TCardValues = Record<TCardField, string>;
const EMPTY_CARD: TCardValues = { cardholderName: '', cardNumber: '', expiry: '', cvc: '' };

function useErrorMessage() {
  const { t } = useTranslation('traveller');
  return (error: unknown) =>
    (error instanceof TravellerApiError ? error.serverMessage : null) ?? t('errors.network');
}

/**
 * What happens next for a session: final and pending ones, and any of a cancelled booking, go to
 * the result page, which says what became of the payment.
 */
function afterAnswer(session: TPaymentSessionView): boolean {
  if (
    isFinalStatus(session.status) ||
    session.status === 'processing' ||
    session.isBookingCancelled
  ) {
    navigate(resultPath(session.token), { replace: true });
    return true;
  }
  return false;
}

/**
 * A step refused as a conflict: the session is read again, and a cancelled booking's goes to the
 * result page, which says so in the payer's language (the banner shows the server's words).
 */
async function recheckAfterConflict(error: unknown, token: string): Promise<void> {
  if (!(error instanceof TravellerApiError) || error.status !== 409) return;
  try {
    const fresh = await getPaymentSession(token);
    if (fresh.isBookingCancelled) afterAnswer(fresh);
  } catch {
    // The banner already says the step failed.
  }
}

function CardForm({
  session,
  onAnswer,
}: {
  session: TPaymentSessionView;
  onAnswer: (session: TPaymentSessionView) => void;
}) {
  const { t, i18n } = useTranslation('traveller');
  const toMessage = useErrorMessage();
  const [values, setValues] = useState<TCardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<TCardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  const messageOf = (field: TCardField, value: string) => {
    const key = checkCardField(field, value);
    return key ? t(key, { field: t(`card.${field}`) }) : undefined;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const next: Partial<Record<TCardField, string>> = {};
    for (const { field } of CARD_FIELDS) next[field] = messageOf(field, values[field]);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setIsPaying(true);
    try {
      onAnswer(
        await travellerApi.post<TPaymentSessionView>(
          `${paymentSessionPath(session.token)}/sandbox-card`,
          values,
        ),
      );
    } catch (error) {
      if (error instanceof TravellerApiError) {
        setErrors(
          Object.fromEntries(CARD_FIELDS.map(({ field }) => [field, error.fieldError(field)])),
        );
      }
      setFailure(toMessage(error));
      void recheckAfterConflict(error, session.token);
    } finally {
      setIsPaying(false);
    }
  };

  return (
    <form className="card stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>{t('card.heading')}</h2>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      {CARD_FIELDS.map(({ field, autoComplete, inputMode }) => (
        <TextField
          key={field}
          name={field}
          label={t(`card.${field}`)}
          required
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={PLACEHOLDERS[field]}
          value={values[field]}
          error={errors[field]}
          onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={(event) => {
            // Moving to the pay button: submitting checks every field without moving the button.
            if (event.relatedTarget instanceof HTMLButtonElement) return;
            setErrors((current) => ({ ...current, [field]: messageOf(field, values[field]) }));
          }}
        />
      ))}
      <button className="button button--primary" type="submit" disabled={isPaying}>
        {isPaying
          ? t('card.paying')
          : t('card.pay', {
              amount: formatMoney(session.amountCents, session.currency, i18n.language),
            })}
      </button>
      <div className="hint" role="note">
        <p>{t('card.testHint')}</p>
        <ul>
          <li>
            {groupCardNumber(SANDBOX_TEST_CARDS.success)} — {t('card.testSuccess')}
          </li>
          <li>
            {groupCardNumber(SANDBOX_TEST_CARDS.declined)} — {t('card.testDeclined')}
          </li>
          <li>
            {groupCardNumber(SANDBOX_TEST_CARDS.requiresAction)} —{' '}
            {t('card.testRequiresAction', { code: SANDBOX_TEST_VERIFICATION_CODE })}
          </li>
        </ul>
      </div>
    </form>
  );
}

function VerifyForm({
  session,
  onAnswer,
}: {
  session: TPaymentSessionView;
  onAnswer: (session: TPaymentSessionView) => void;
}) {
  const { t } = useTranslation('traveller');
  const toMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (code.trim() === '') {
      setError(t('validation:required'));
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      const answer = await travellerApi.post<TPaymentSessionView>(
        `${paymentSessionPath(session.token)}/sandbox-verify`,
        { code },
      );
      // Still waiting for a code: this one was wrong, and the payer may try again.
      if (answer.status === 'requires_action') {
        setCode('');
        setError(t('card.errors.wrongCode', { count: answer.verificationAttemptsLeft ?? 0 }));
      }
      onAnswer(answer);
    } catch (caught) {
      if (caught instanceof TravellerApiError) setError(caught.fieldError('code'));
      setFailure(toMessage(caught));
      void recheckAfterConflict(caught, session.token);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="card stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>{t('card.verifyHeading')}</h2>
      <p>{t('card.verifyIntro')}</p>
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <TextField
        name="code"
        label={t('card.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onValueChange={setCode}
      />
      <button className="button button--primary" type="submit" disabled={isSending}>
        {isSending ? t('card.verifying') : t('card.verify')}
      </button>
    </form>
  );
}

/** /payments/{token}: the sandbox provider's card page (Stripe sessions go to Stripe's page). */
export default function PaymentSessionPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('traveller');
  useTitle('titles.payment');
  const toMessage = useErrorMessage();
  const [session, setSession] = useState<TPaymentSessionView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    getPaymentSession(token).then(
      (loaded) => {
        if (isCurrent && !afterAnswer(loaded)) setSession(loaded);
      },
      (error: unknown) => {
        if (isCurrent) setFailure(toMessage(error));
      },
    );
    return () => {
      isCurrent = false;
    };
    // toMessage only translates; the session is loaded once per token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const handleAnswer = (next: TPaymentSessionView) => {
    if (!afterAnswer(next)) setSession(next);
  };

  let content;
  if (failure) content = <Banner tone="error">{failure}</Banner>;
  else if (!session) content = <Loading />;
  else if (session.provider !== 'sandbox') {
    content = (
      <p>
        <a className="button button--primary" href={session.checkoutUrl}>
          {t('card.continueToProvider')}
        </a>
      </p>
    );
  } else if (session.status === 'requires_action') {
    content = <VerifyForm session={session} onAnswer={handleAnswer} />;
  } else {
    content = <CardForm session={session} onAnswer={handleAnswer} />;
  }

  return (
    <Page>
      <h1>{t('payment.heading')}</h1>
      {session ? (
        <dl className="summary card">
          <dt>{t('payment.amount')}</dt>
          <dd className="amount-due__value">
            {formatMoney(session.amountCents, session.currency, i18n.language)}
          </dd>
          <dt>{t('payment.booking')}</dt>
          <dd>
            {session.bookingReference} · {session.bookingName}
          </dd>
          <dt>{t('payment.invoice')}</dt>
          <dd>{session.invoiceNumber}</dd>
          <dt>{t('payment.for')}</dt>
          <dd>{t(`payment.purpose.${session.purpose}`)}</dd>
        </dl>
      ) : null}
      {content}
    </Page>
  );
}
