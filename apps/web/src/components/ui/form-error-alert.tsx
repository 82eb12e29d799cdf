import { Alert } from '@mantine/core';
import { readServerFieldErrors } from './use-rules-form';

/**
 * The message of a failed save that is not about one field (a 403, a 409, a lost connection).
 * A 422 shows its messages under the inputs, with its summary here only when no input shows one.
 */
export function FormErrorAlert({
  error,
  fields,
}: {
  error: unknown;
  /** The fields the form shows inputs for. */
  fields?: readonly string[];
}) {
  if (!error) return null;
  const fieldErrors = readServerFieldErrors(error);
  const isShownUnderInputs =
    fieldErrors !== null &&
    (fields === undefined || Object.keys(fieldErrors).some((field) => fields.includes(field)));
  if (isShownUnderInputs) return null;
  const message = error instanceof Error ? error.message : String(error);
  const extra = fieldErrors ? Object.values(fieldErrors).flat() : [];
  return (
    <Alert color="red" role="alert">
      {message}
      {extra.length > 0 ? (
        <ul>
          {extra.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
