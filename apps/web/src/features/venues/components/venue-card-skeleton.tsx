import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a venue card while the list loads. */
export function VenueCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Skeleton variant="text" width="55%" height={28} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Stack direction="row" spacing={0.75} sx={{ my: 2 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="circular" width={32} height={32} />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Skeleton variant="rounded" width={96} height={36} />
          <Skeleton variant="rounded" width={140} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}
