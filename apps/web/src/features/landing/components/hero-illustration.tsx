/** Players of the two sides on the tactics board, in pitch coordinates. */
const AMBER = [
  [120, 230],
  [190, 140],
  [190, 320],
  [265, 205],
  [255, 290],
] as const;
const LIGHT = [
  [440, 230],
  [370, 130],
  [378, 318],
  [318, 175],
  [330, 270],
] as const;

/**
 * The hero's picture, drawn for Oyna: a game seen from above like a tactics board, two balanced
 * sides, the pass that is on, and the card a player sees in the app (kick-off, format, places).
 * Language-free on purpose, so one drawing serves az, ru and en; its meaning is in `label`.
 */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg
      className="hero-art"
      width="560"
      height="460"
      viewBox="0 0 560 460"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-pitch" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#16a34a" />
          <stop offset="1" stopColor="#0f6b32" />
        </linearGradient>
        <pattern id="hero-stripes" width="80" height="460" patternUnits="userSpaceOnUse">
          <rect width="40" height="460" fill="#ffffff" opacity="0.05" />
        </pattern>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#020b06" floodOpacity="0.35" />
        </filter>
      </defs>

      <rect x="20" y="30" width="520" height="400" rx="28" fill="url(#hero-pitch)" />
      <rect x="20" y="30" width="520" height="400" rx="28" fill="url(#hero-stripes)" />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="3">
        <rect x="50" y="60" width="460" height="340" rx="6" />
        <line x1="280" y1="60" x2="280" y2="400" />
        <circle cx="280" cy="230" r="54" />
        <rect x="50" y="150" width="70" height="160" />
        <rect x="440" y="150" width="70" height="160" />
        <rect x="36" y="200" width="14" height="60" />
        <rect x="510" y="200" width="14" height="60" />
      </g>
      <circle cx="280" cy="230" r="4" fill="#ffffff" fillOpacity="0.7" />

      <path
        d="M265 205 Q300 150 318 175"
        fill="none"
        stroke="#fde68a"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path
        d="M255 290 Q330 330 400 262"
        fill="none"
        stroke="#fde68a"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path d="M392 256l12 2-4 11" fill="none" stroke="#fde68a" strokeWidth="3" strokeLinecap="round" />

      {AMBER.map(([x, y], index) => (
        <g key={`a${index}`}>
          <circle cx={x} cy={y} r="17" fill="#0b1410" fillOpacity="0.25" transform="translate(0 4)" />
          <circle cx={x} cy={y} r="16" fill="#fbbf24" stroke="#78350f" strokeWidth="3" />
        </g>
      ))}
      {LIGHT.map(([x, y], index) => (
        <g key={`l${index}`}>
          <circle cx={x} cy={y} r="17" fill="#0b1410" fillOpacity="0.25" transform="translate(0 4)" />
          <circle cx={x} cy={y} r="16" fill="#f8fafc" stroke="#1e293b" strokeWidth="3" />
        </g>
      ))}
      <g transform="translate(283 276)">
        <circle r="9" fill="#ffffff" stroke="#0b1410" strokeWidth="2" />
        <path d="M0-4l3.8 2.8-1.5 4.4h-4.6l-1.5-4.4z" fill="#0b1410" />
      </g>

      <g filter="url(#hero-shadow)">
        <rect x="330" y="350" width="210" height="96" rx="18" fill="#0f1f17" />
        <rect
          x="330"
          y="350"
          width="210"
          height="96"
          rx="18"
          fill="none"
          stroke="#22c55e"
          strokeOpacity="0.5"
        />
        <circle cx="362" cy="382" r="14" fill="#22c55e" />
        <path
          d="M356 382.5l4 4 8-8.5"
          fill="none"
          stroke="#052e16"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="386"
          y="379"
          fill="#ecfdf3"
          fontSize="17"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          20:00 · 7×7
        </text>
        <text x="386" y="399" fill="#a7bfb2" fontSize="13" fontFamily="system-ui, sans-serif">
          12 / 14
        </text>
        <rect x="350" y="418" width="170" height="8" rx="4" fill="#ffffff" fillOpacity="0.12" />
        <rect x="350" y="418" width="146" height="8" rx="4" fill="#22c55e" />
      </g>

      <g filter="url(#hero-shadow)">
        <rect x="0" y="0" width="150" height="64" rx="16" fill="#0f1f17" transform="translate(24 4)" />
        <g transform="translate(44 24)" fill="#fbbf24">
          <rect width="8" height="24" y="0" rx="2" fillOpacity="0.5" />
          <rect width="8" height="24" x="12" rx="2" />
        </g>
        <text x="82" y="34" fill="#ecfdf3" fontSize="18" fontWeight="800" fontFamily="system-ui, sans-serif">
          5 : 5
        </text>
        <text x="82" y="54" fill="#a7bfb2" fontSize="12" fontFamily="system-ui, sans-serif">
          ★ 4.8
        </text>
      </g>
    </svg>
  );
}
