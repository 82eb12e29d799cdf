import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { TFormValues, TRulesForm } from './use-rules-form';
import { RulesFormContext } from './use-rules-form';

interface TRulesFormProps<TValues extends TFormValues> extends Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'children'
> {
  form: TRulesForm<TValues>;
  /** Runs with valid values; a thrown 422 shows its field messages under the inputs. */
  onSubmit: (values: TValues) => unknown;
  children: ReactNode;
}

/** A <form> whose rules-aware inputs validate on blur and change, and all together on submit. */
export function RulesForm<TValues extends TFormValues>({
  form,
  onSubmit,
  children,
  ...formProps
}: TRulesFormProps<TValues>) {
  return (
    <RulesFormContext value={form as TRulesForm}>
      {/* noValidate: the rules decide, not the browser's own bubbles. */}
      <form noValidate {...formProps} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </RulesFormContext>
  );
}
