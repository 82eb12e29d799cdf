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
  const isOn = (option: number) => value !== null && option <= value;
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
            {/* Shape as well as colour tells a chosen star from an empty one (WCAG 1.4.1). */}
            <span aria-hidden="true" className={isOn(option) ? 'is-on' : 'is-off'}>
              {isOn(option) ? '★' : '☆'}
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
