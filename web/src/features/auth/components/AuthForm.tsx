import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AuthMode } from '../../../shared/session/authMode';
import { useCredentialsMutation } from '../hooks/useCredentialsMutation';
import { validateCredentials, type CredentialErrors } from '../model/validateCredentials';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSuccess: () => void;
}

const LABELS: Record<AuthMode, { submit: string; busy: string; switchPrompt: string; switchAction: string; done: string }> = {
  signIn: {
    submit: 'Sign In',
    busy: 'Signing in...',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
    done: 'Signed in',
  },
  signUp: {
    submit: 'Create Account',
    busy: 'Creating account...',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
    done: 'Account created',
  },
};

/** Email + password form shared by both modes; typed values survive errors and mode switches. */
export function AuthForm({ mode, onModeChange, onSuccess }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const { submit, loading } = useCredentialsMutation();
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const labels = LABELS[mode];

  // After a refused submit, the keyboard lands on the first field to fix.
  const focusFirstInvalid = (errors: CredentialErrors) => {
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const errors = validateCredentials({ email, password });
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      focusFirstInvalid(errors);
      return;
    }

    const outcome = await submit(mode, { email: email.trim(), password });
    if (outcome.ok) {
      toast.success(labels.done);
      onSuccess();
      return;
    }
    setFormError(outcome.message);
    setEmailTaken(outcome.code === 'EMAIL_TAKEN');
    setFieldErrors(outcome.fieldErrors);
    focusFirstInvalid(outcome.fieldErrors);
  };

  const switchMode = () => {
    setFieldErrors({});
    setFormError(null);
    onModeChange(mode === 'signIn' ? 'signUp' : 'signIn');
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {formError && (
        <div className="auth-form__alert" role="alert">
          {formError}
          {mode === 'signUp' && emailTaken && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={switchMode}>
                Sign in instead
              </button>
            </>
          )}
        </div>
      )}

      <div className="field">
        <label className="field__label" htmlFor={ids.email}>
          Email
        </label>
        <input
          ref={emailRef}
          id={ids.email}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
          placeholder="you@example.com"
          value={email}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? ids.emailError : undefined}
          data-testid="auth-email"
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldErrors.email) setFieldErrors({ ...fieldErrors, email: undefined });
          }}
        />
        {fieldErrors.email && (
          <p id={ids.emailError} className="field__error">
            {fieldErrors.email}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.password}>
          Password
        </label>
        <input
          ref={passwordRef}
          id={ids.password}
          className="input"
          type="password"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          placeholder={mode === 'signUp' ? 'At least 8 characters' : 'Your password'}
          value={password}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
          data-testid="auth-password"
          onChange={(event) => {
            setPassword(event.target.value);
            if (fieldErrors.password) setFieldErrors({ ...fieldErrors, password: undefined });
          }}
        />
        {fieldErrors.password && (
          <p id={ids.passwordError} className="field__error">
            {fieldErrors.password}
          </p>
        )}
      </div>

      <button
        type="submit"
        className="button button--primary button--block"
        disabled={loading}
        aria-busy={loading || undefined}
        data-testid="auth-submit"
      >
        {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
        {loading ? labels.busy : labels.submit}
      </button>

      <p className="auth-form__switch">
        {labels.switchPrompt}{' '}
        <button type="button" className="link-button" onClick={switchMode} data-testid="auth-switch-mode">
          {labels.switchAction}
        </button>
      </p>
    </form>
  );
}
