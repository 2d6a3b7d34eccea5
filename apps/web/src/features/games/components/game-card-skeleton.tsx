import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a game card while the list loads. */
export function GameCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Skeleton width="45%" height={18} />
          <Skeleton width="80%" height={28} />
          <Skeleton width="65%" />
          <Skeleton width="40%" />
          <Stack direction="row" spacing={0.75}>
            <Skeleton variant="rounded" width={48} height={24} />
            <Skeleton variant="rounded" width={72} height={24} />
            <Skeleton variant="rounded" width={64} height={24} />
          </Stack>
          <Skeleton variant="rounded" height={6} sx={{ mt: 2 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Skeleton width={80} height={32} />
            <Skeleton variant="rounded" width={120} height={36} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
