import { AlertsSettingsCard } from '../../features/alerts/components/alerts-settings-card';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { SettingsPage } from '../../features/settings/pages/settings-page';

/** `/settings` with the notification settings of the notifications feature and the way to my game alerts. */
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
      }}
    />
  );
}
