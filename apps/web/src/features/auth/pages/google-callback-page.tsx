import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenStatus } from '../../../components/full-screen-status';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { finishGoogleCallbackOnce } from '../lib/google-callback';
import { completeProviderSignIn } from '../lib/provider-sign-in';

/**
 * `/auth/google/callback`: where Google sends the player back. Shows a full-screen spinner while
 * the code is traded for a session, then goes on to onboarding or the dashboard; on any failure
 * says so and returns to /login.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    let active = true;
    finishGoogleCallbackOnce(searchParams).then(
      ({ response, next }) => {
        if (active) void navigate(completeProviderSignIn(response, next), { replace: true });
      },
      () => {
        if (!active) return;
        toast.error(i18n.t('auth.callback.error'), 'auth');
        void navigate('/login', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [searchParams, navigate]);

  return (
    <FullScreenStatus title={t('auth.callback.title')} subtitle={t('auth.callback.subtitle')}>
      <title>{`${t('auth.callback.title')} · ${t('common.app_name')}`}</title>
    </FullScreenStatus>
  );
}
