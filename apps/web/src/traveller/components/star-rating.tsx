import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const VALUES = [1, 2, 3, 4, 5] as const;

interface TStarRatingProps {
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  required?: boolean;
}

/** 1 to 5 as a radio group (keyboard and screen-reader friendly), drawn as stars. */
export function StarRating({ legend, value, onChange, error, required }: TStarRatingProps) {
  const { t } = useTranslation('traveller');
  const name = useId();
  return (
    <fieldset className="rating" aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="rating__stars">
        {VALUES.map((option) => (
          <label key={option} className="rating__star">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              aria-label={t('feedback.outOfFive', { value: option })}
              onChange={() => onChange(option)}
            />
            <span aria-hidden="true" className={value !== null && option <= value ? 'is-on' : ''}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
