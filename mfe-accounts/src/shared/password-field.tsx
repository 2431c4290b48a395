import { useState } from 'react';
import { AUTH_LABELS } from './auth-labels';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with the show/hide toggle of the Login page (also used by the other forms). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button type="button" className="ac-field__toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? AUTH_LABELS.hidePassword : AUTH_LABELS.showPassword}
        </button>
      }
    />
  );
}
