import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

interface LoginFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message under the field; when given the field is marked invalid. */
  error?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A text field that looks like MUI's outlined TextField, built from its parts: TextField also
 * imports Select (with Menu, Popover and Modal), which the sign-in and password-reset pages would
 * download for nothing.
 */
export function LoginField({ label, name, value, onChange, error, type = 'text', autoComplete, autoFocus }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
      />
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
