import { useTranslation } from 'react-i18next';
import { FormTextInput, type TFormTextInputProps } from './form-text-input';

/**
 * A phone number field; give it the `phone` rule (e.g. "required|phone"). Its hint says the format
 * that rule accepts (SPEC section 5), one text for every such field; pass `description` to replace it.
 */
export function FormPhoneInput({ description, ...props }: Omit<TFormTextInputProps, 'type'>) {
  const { t } = useTranslation('common');
  return (
    <FormTextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      description={description ?? t('phoneHint')}
      {...props}
    />
  );
}
