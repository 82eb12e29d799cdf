import { z } from 'zod';

/**
 * Default validation messages in the portal's wording (SPEC section 5). Messages written on a
 * schema itself (e.g. "Passwords must match") take precedence over these.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined)
        return 'This field is required';
      if (issue.code === 'too_small' && issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required'
          : `This field must be ${String(issue.minimum)} or more characters`;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return `This field must be ${String(issue.maximum)} or less characters`;
      }
      if (issue.code === 'invalid_format' && issue.format === 'email') {
        return 'This field must be a valid email';
      }
      return undefined;
    },
  });
}
