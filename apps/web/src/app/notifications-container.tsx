// The notifications' container, its own chunk: loaded by NotificationsHost (providers.tsx) with the first notification.
export { Notifications } from '@mantine/notifications';
