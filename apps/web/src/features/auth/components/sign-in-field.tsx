import type { InputHTMLAttributes } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asText, useRulesField } from '../../../components/ui/use-rules-field';

type TSignInFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'type'
> & {
  name: string;
  label: string;
  type?: 'text' | 'password';
};

/**
 * A labelled input bound to the surrounding RulesForm (checked on blur, SPEC section 5), without
 * Mantine: the sign-in card must load with the light sign-in entry. A password field can be shown
 * in clear text with a real, focusable button.
 */
export function SignInField({ name, label, type = 'text', ...inputProps }: TSignInFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const field = useRulesField({ name }, label);
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className="sign-in-field">
      <label className="sign-in-field__label" htmlFor={id}>
        {label}
        {field.isRequired ? (
          <span className="sign-in-field__required" aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="sign-in-field__control">
        <input
          {...inputProps}
          id={id}
          name={name}
          type={isPassword && !isRevealed ? 'password' : 'text'}
          className="sign-in-field__input"
          value={asText(field.value)}
          required={field.isRequired}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          onChange={(event) => field.setValue(event.currentTarget.value)}
          onBlur={() => field.commitOnBlur()}
        />
        {isPassword ? (
          <button
            type="button"
            className="sign-in-field__reveal"
            aria-label={t('login.showPassword')}
            aria-pressed={isRevealed}
            aria-controls={id}
            onClick={() => setIsRevealed((current) => !current)}
          >
            {t('login.show')}
          </button>
        ) : null}
      </div>
      {field.error ? (
        <p id={errorId} className="sign-in-field__error">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
