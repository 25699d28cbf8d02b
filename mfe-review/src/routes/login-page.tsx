import { LoginForm } from '../features/session';

/** Opened directly or after any failed self lookup; the shell frames it with the blank layout. */
export function LoginPage() {
  return (
    <section className="rev-login-page">
      <LoginForm />
    </section>
  );
}
