import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import { API_BASE_URL } from '../lib/api-client';

/**
 * "Add to calendar": downloads the API's calendar file (`<path>/calendar.ics`) of a game or a
 * match, which the phone or the computer opens in its calendar.
 */
export function CalendarButton({ path, label, testId }: { path: string; label: string; testId: string }) {
  return (
    <Button
      component="a"
      href={`${API_BASE_URL}${path}/calendar.ics`}
      download
      variant="outlined"
      startIcon={<EventAvailableOutlinedIcon />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
