import { AlertsSettingsCard } from '../../features/alerts/components/alerts-settings-card';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { SettingsPage } from '../../features/settings/pages/settings-page';
import { SupportSettingsCard } from '../../features/support/components/support-settings-card';

/** `/settings` with the notification settings of the notifications feature, the way to my game alerts and to support. */
export function SettingsRoute() {
  return (
    <SettingsPage
      sections={{
        notifications: (
          <>
            <NotificationSettingsCard />
            <AlertsSettingsCard />
          </>
        ),
        help: <SupportSettingsCard />,
      }}
    />
  );
}
