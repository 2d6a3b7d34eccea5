import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { PhoneCodeSteps } from '../../../components/phone-code-steps';
import { useSendSignInCode, useVerifySignInCode } from '../api/phone-sign-in';
import { completeProviderSignIn } from '../lib/provider-sign-in';

/** The phone sign-in's two steps; then where the other sign-ins go (onboarding for a new account). */
export function PhoneSignInForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendSignInCode();
  const verify = useVerifySignInCode();
  return (
    <PhoneCodeSteps
      send={send}
      verify={verify}
      verifyLabel={t('phone.sign_in')}
      testId="phone-sign-in-form"
      onVerified={(response) => navigate(completeProviderSignIn(response, next), { replace: true })}
    />
  );
}
