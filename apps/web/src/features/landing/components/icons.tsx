import type { ReactNode } from 'react';
import { LogoShapes } from '../../../components/logo-shapes';

/** Line icons drawn for the landing page: 24x24, stroke in the current colour, decorative. */
function Icon({
  children,
  size = 24,
  className,
}: {
  children: ReactNode;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);
export const ScaleIcon = () => (
  <Icon>
    <path d="M12 4v16M6 7h12M8 20h8" />
    <path d="M6 7l-3 6.5a3 3 0 0 0 6 0zM18 7l-3 6.5a3 3 0 0 0 6 0z" />
  </Icon>
);
export const WhistleIcon = () => (
  <Icon>
    <path d="M3 10.5h10.5l6.5-3v4.5h-3" />
    <circle cx="9" cy="14.5" r="5" />
    <path d="M9 14.5h.01" />
  </Icon>
);
export const CameraIcon = () => (
  <Icon>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);
export const TrophyIcon = () => (
  <Icon>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 5M16 6h3a3 3 0 0 1-3 5M12 13v4M8 21h8M9.5 17h5" />
  </Icon>
);
export const ChartIcon = () => (
  <Icon>
    <path d="M4 20h16M7 16v-5M12 16V6M17 16V9" />
  </Icon>
);
export const StarIcon = () => (
  <Icon>
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);
export const TeamIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16 14.2a5 5 0 0 1 5 4.8" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon size={20}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
export const ArrowIcon = () => (
  <Icon size={20}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);
export const MailIcon = () => (
  <Icon size={20}>
    <path d="M3 6h18v12H3z" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
export const SunIcon = () => (
  <Icon className="icon-sun" size={22}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6L6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
  </Icon>
);
export const MoonIcon = () => (
  <Icon className="icon-moon" size={22}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
  </Icon>
);

/** The Oyna mark (as in the app's logo): a ball on a pitch-green tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <LogoShapes />
    </svg>
  );
}
