import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { withNext } from '../../../lib/safe-redirect';
import { ProviderButton, ProviderHint } from './provider-button';

interface PhoneSignInButtonProps {
  label: string;
  next: string | null;
  /** Why it cannot be used (SMS is off here); the button is disabled then. */
  unavailable: string | undefined;
}

/** "Sign in with phone": to the two steps of the phone sign-in, keeping `?next=`. */
export function PhoneSignInButton({ label, next, unavailable }: PhoneSignInButtonProps) {
  const navigate = useNavigate();
  const hintId = useId();
  return (
    <div>
      <ProviderButton
        data-testid="phone-sign-in"
        startIcon={<PhoneIphoneIcon />}
        disabled={Boolean(unavailable)}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => navigate(withNext('/phone-sign-in', next))}
      >
        {label}
      </ProviderButton>
      <ProviderHint id={hintId} reason={unavailable} testId="phone-sign-in-unavailable" />
    </div>
  );
}
