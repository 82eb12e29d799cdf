import { FormTextInput, type TFormTextInputProps } from './form-text-input';

/** A phone number field; give it the `phone` rule (e.g. "required|phone"). */
export function FormPhoneInput(props: Omit<TFormTextInputProps, 'type'>) {
  return <FormTextInput type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
