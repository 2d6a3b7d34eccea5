import { AccountChoices } from '../components/account-choices';
import { RegisterForm } from '../components/register-form';

/** `/register`: an account with Google, Telegram or email; new players go on to onboarding. */
export function RegisterPage() {
  return <AccountChoices page="register">{(next) => <RegisterForm next={next} />}</AccountChoices>;
}
