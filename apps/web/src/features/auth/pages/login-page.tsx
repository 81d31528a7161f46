import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { keepCheckoutPass, planChoicePath } from '../../../lib/auth-session';
import { isAppPath } from '../../../lib/checkout-return';
import { enterSession, homePathFor } from '../../../lib/current-user';
import { fieldText, isServiceOutage } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { login } from '../api/login';
import { preloadLoginSchema, validateLogin, type LoginErrors } from '../api/login-schema';
import { AuthHeading } from '../components/auth-heading';
import { LegalAgreement } from '../components/legal-agreement';

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** The gates that come with a checkout token and send the person to the plan choice. */
const PLAN_GATES = ['NoPayment', 'PaymentExpired'];

/*
 * Two fields, so plain React state instead of react-hook-form: the login route is the first thing
 * everybody loads and must stay small.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  // Set by the sign-in guard: the protected page the person was sent away from.
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Like react-hook-form's default: validate on submit, then again on every change.
  const change = (field: keyof LoginBody) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void validateLogin(next).then((result) => setErrors('errors' in result ? result.errors : {}));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailed(false);
    setSubmitted(true);
    setBusy(true);
    try {
      const result = await validateLogin(values);
      if ('errors' in result) {
        setErrors(result.errors);
        (result.errors.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      setErrors({});
      const user = await enterSession(queryClient, await login(result.data));
      await navigate(isAppPath(from) ? from : homePathFor(user), { replace: true });
    } catch (error) {
      // "Login failed" would blame the entries; during an outage the service notice says what happened.
      if (!isServiceOutage(error)) setFailed(true);
      toastActionError(error, language);
      if (error instanceof ApiError && error.status === 403 && PLAN_GATES.includes(error.code)) {
        const body = error.body ?? {};
        keepCheckoutPass(
          typeof body.checkout_token === 'string' ? body.checkout_token : undefined,
          body.freePlanUsed === true,
        );
        const email = typeof body.email === 'string' ? body.email : values.email;
        await navigate(planChoicePath(email, typeof body.role === 'string' ? body.role : ''));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <AuthHeading title={t('login.heading')}>{t('login.subheading')}</AuthHeading>

      {failed ? (
        <Alert variant="destructive" className="mb-6">
          <AlertTitle>{t('login.failedTitle')}</AlertTitle>
          <AlertDescription>{t('login.failedText')}</AlertDescription>
        </Alert>
      ) : null}

      {/* The schema downloads once somebody starts typing: nothing extra before the page is idle. */}
      <form noValidate onSubmit={onSubmit} onFocus={preloadLoginSchema} className="flex flex-col gap-5">
        <FormField label={t('login.email')} error={fieldText(errors.email, language)}>
          <Input
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            value={values.email}
            onChange={change('email')}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <FormField label={t('login.password')} error={fieldText(errors.password, language)}>
            <PasswordInput
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              value={values.password}
              onChange={change('password')}
            />
          </FormField>
          <div className="flex justify-end">
            <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
              {t('login.forgot')}
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link to="/register" className={linkClass}>
          {t('login.signUp')}
        </Link>
      </p>
      <div className="mt-8 border-t pt-6">
        <LegalAgreement i18nKey="login.agreement" />
      </div>
    </div>
  );
}
