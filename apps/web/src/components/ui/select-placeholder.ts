/**
 * SPEC section 5: a select with no chosen value says "All" when its empty value means every option,
 * otherwise "Select {label}", or "Please select" when the label is over 15 characters (it would not
 * fit), and "None" when it has no label. Keys are in the `ui-kit` namespace.
 */
export const LONG_SELECT_LABEL = 15;

export type TSelectPlaceholder =
  | { key: 'select.all' }
  | { key: 'select.pleaseSelect' }
  | { key: 'select.placeholder'; params: { label: string } }
  | { key: 'select.none' };

export function getSelectPlaceholder(
  label: string | undefined,
  allOption = false,
): TSelectPlaceholder {
  if (allOption) return { key: 'select.all' };
  if (!label) return { key: 'select.none' };
  if (label.length > LONG_SELECT_LABEL) return { key: 'select.pleaseSelect' };
  return { key: 'select.placeholder', params: { label } };
}
