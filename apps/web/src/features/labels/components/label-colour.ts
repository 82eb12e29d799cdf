import { LABEL_COLOURS, type TLabelColour } from '@portal/shared/contracts/labels';

export function isLabelColour(value: string): value is TLabelColour {
  return (LABEL_COLOURS as readonly string[]).includes(value);
}
