import BackpackIcon from '@mui/icons-material/Backpack';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import HighlightIcon from '@mui/icons-material/Highlight';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import ParkIcon from '@mui/icons-material/Park';
import RoofingIcon from '@mui/icons-material/Roofing';
import ShowerIcon from '@mui/icons-material/Shower';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import WifiIcon from '@mui/icons-material/Wifi';
import type SvgIcon from '@mui/material/SvgIcon';
import type { VenueAmenity, VenueType } from '@oyna/shared';

type IconComponent = typeof SvgIcon;

export const VENUE_TYPE_ICONS: Record<VenueType, IconComponent> = {
  indoor: RoofingIcon,
  outdoor: ParkIcon,
  futsal: SportsSoccerIcon,
};

export const AMENITY_ICONS: Record<VenueAmenity, IconComponent> = {
  showers: ShowerIcon,
  changing_rooms: CheckroomIcon,
  parking: LocalParkingIcon,
  lighting: HighlightIcon,
  cafe: LocalCafeIcon,
  wifi: WifiIcon,
  stands: EventSeatIcon,
  equipment_rental: BackpackIcon,
  first_aid: MedicalServicesIcon,
};
