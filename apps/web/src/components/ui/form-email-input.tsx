import { FormTextInput, type TFormTextInputProps } from './form-text-input';

/** An email address field; give it the `email` rule (e.g. "required|length:200|email"). */
export function FormEmailInput(props: Omit<TFormTextInputProps, 'type'>) {
  return (
    <FormTextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
