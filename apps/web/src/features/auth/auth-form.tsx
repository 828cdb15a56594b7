import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AuthIcon, type AuthIconName } from './auth-icons';
import './auth-form.css';

// The sign-in form in plain React and CSS, drawn like Ant Design's large vertical form so that it
// matches the antd forms of the other sign-in screens without loading antd on the first page.

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  icon: AuthIconName;
  /** The validation message shown under the field; the field is marked invalid while it is set. */
  error?: string | undefined;
  /** A password, hidden unless the person presses the eye. */
  isSecret?: boolean;
};

export function AuthField({
  id,
  label,
  icon,
  error,
  isSecret,
  className,
  ...input
}: AuthFieldProps) {
  const [isShown, setShown] = useState(false);
  const helpId = `${id}_help`;
  const classes = [
    'auth-field',
    error && 'auth-field--error',
    input.disabled && 'auth-field--disabled',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="auth-field__box">
        <AuthIcon name={icon} className="auth-field__icon" />
        <input
          {...input}
          id={id}
          className="auth-field__input"
          type={isSecret && !isShown ? 'password' : 'text'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        {isSecret && (
          <button
            type="button"
            className="auth-field__toggle"
            aria-label="Mostrar"
            aria-pressed={isShown}
            aria-controls={id}
            disabled={input.disabled}
            // Keeps the caret in the field while the eye is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setShown((shown) => !shown)}
          >
            <AuthIcon name={isShown ? 'eye' : 'eyeInvisible'} />
          </button>
        )}
      </span>
      {error && (
        <div id={helpId} className="auth-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A refused form, above its fields: the server's Spanish message, readable for longer than a toast. */
export function AuthAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="auth-alert" role="alert">
      <AuthIcon name="closeCircle" className="auth-alert__icon" />
      <div className="auth-alert__text">{message}</div>
    </div>
  );
}

export function AuthSubmit({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={isBusy ? 'auth-submit auth-submit--busy' : 'auth-submit'}
      aria-disabled={isBusy || undefined}
    >
      {isBusy && <AuthIcon name="loading" className="auth-submit__spinner" />}
      <span>{children}</span>
    </button>
  );
}
