import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';

/**
 * The element every MUI FormHelperText renders (the theme sets it as the default `component`),
 * so that a field's error is announced when it appears (accessibility) without touching each form.
 *
 * - The paragraph keeps MUI's id, so the field's aria-describedby still names it and the error
 *   (or hint) is the field's accessible description.
 * - Inside it, a polite live region (role="status") is always present; only an error's text goes
 *   into it, so screen readers read it out when it appears. A hint stays outside the region and is
 *   never announced on its own.
 * - A helper text that mounts already in error shows its text one render later, so the live
 *   region exists before the text arrives (a region inserted together with its text is often not
 *   read).
 *
 * MUI passes the error state only as the `Mui-error` class (the root gets no ownerState).
 */
export const LiveHelperText = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function LiveHelperText({ children, ...rest }, ref) {
  const isError = typeof rest.className === 'string' && rest.className.split(/\s+/).includes('Mui-error');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <p ref={ref} {...rest}>
      <span role="status">{isError && ready ? children : null}</span>
      {isError ? null : children}
    </p>
  );
});
