import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TEmergencyContact,
  TEmergencyContactRequestInput,
} from '@portal/shared/contracts/traveller';
// Installs the intlPhone rule's check (libphonenumber-js), loaded with this page only.
import '@portal/shared/validation/intl-phone';
import { segment, travellerApi, TravellerApiError } from '../api';
import { formatMoment } from '../format';
import { useRulesFormState } from '../forms';
import { Banner } from './banner';
import { TextField } from './text-field';

/** The SPEC section 5 rules, matching ZEmergencyContactRequest on the server. */
export const EMERGENCY_CONTACT_FIELDS = {
  title: { rules: 'required|length:20', label: 'emergency.title' },
  fullName: { rules: 'required|length:120', label: 'emergency.fullName' },
  relationship: { rules: 'length:60', label: 'emergency.relationship' },
  phone: { rules: 'required|intlPhone|length:40', label: 'emergency.phone' },
  email: { rules: 'email|length:200', label: 'emergency.email' },
} as const;
type TField = keyof typeof EMERGENCY_CONTACT_FIELDS;

function toValues(contact: TEmergencyContact | null): Record<TField, string> {
  return {
    title: contact?.title ?? '',
    fullName: contact?.fullName ?? '',
    relationship: contact?.relationship ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
  };
}

const AUTOCOMPLETE: Record<TField, string> = {
  title: 'honorific-prefix',
  fullName: 'name',
  relationship: 'off',
  phone: 'tel',
  email: 'email',
};

/** SPEC section 5: "full name and title, and contact details for emergencies", saved to the file. */
export function EmergencyContactForm({
  token,
  contact,
  isOffline,
  onSaved,
}: {
  token: string;
  contact: TEmergencyContact | null;
  isOffline: boolean;
  onSaved: (contact: TEmergencyContact) => void;
}) {
  const { t, i18n } = useTranslation('traveller');
  const form = useRulesFormState(EMERGENCY_CONTACT_FIELDS, toValues(contact));
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(contact?.updatedAt ?? null);
  const [justSaved, setJustSaved] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setJustSaved(false);
    if (!form.validateAll()) return;
    setIsSaving(true);
    try {
      const body: TEmergencyContactRequestInput = { ...form.values };
      const saved = await travellerApi.put<TEmergencyContact>(
        `/api/travel-app/${segment(token)}/emergency-contact`,
        body,
      );
      form.setValues(toValues(saved));
      setSavedAt(saved.updatedAt);
      setJustSaved(true);
      onSaved(saved);
    } catch (error) {
      if (error instanceof TravellerApiError) {
        form.setServerErrors(error.errors);
        setFailure(error.serverMessage ?? t('errors.network'));
      } else {
        setFailure(t('errors.network'));
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="emergency-heading">
      <h2 id="emergency-heading">{t('emergency.heading')}</h2>
      <p>{t('emergency.intro')}</p>
      {justSaved ? <Banner tone="success">{t('emergency.saved')}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <form className="stack" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {(Object.keys(EMERGENCY_CONTACT_FIELDS) as TField[]).map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(EMERGENCY_CONTACT_FIELDS[field].label)}
            required={EMERGENCY_CONTACT_FIELDS[field].rules.startsWith('required')}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            value={form.values[field]}
            error={form.errors[field]}
            hint={field === 'phone' ? t('emergency.phoneHint') : undefined}
            onValueChange={(value) => form.setValue(field, value)}
            onBlur={(event) => form.handleBlur(field, event)}
          />
        ))}
        {savedAt ? (
          <p className="muted">
            {t('emergency.lastSaved', { date: formatMoment(savedAt, i18n.language) })}
          </p>
        ) : null}
        <button className="button button--primary" type="submit" disabled={isSaving || isOffline}>
          {isSaving ? t('emergency.saving') : t('emergency.save')}
        </button>
        {isOffline ? <p className="muted">{t('offline.cannotSave')}</p> : null}
      </form>
    </section>
  );
}
