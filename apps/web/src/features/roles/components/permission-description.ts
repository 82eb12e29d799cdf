import type { TFunction } from 'i18next';

/**
 * The one-line description of a permission. Permission names hold dots ("files.view-all"), which
 * the locale files mirror as nesting: descriptions.files.view-all.
 */
export function describePermission(t: TFunction<'roles'>, name: string): string {
  return t(`descriptions.${name}`, { defaultValue: t('descriptions.missing') });
}
