// Small decorative icons for the tool cards (each card carries its own name).
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function TwoPotIcon() {
  return (
    <svg {...common}>
      <path d="M4 10h7v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8Z" />
      <path d="M13 10h7v8a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-8Z" />
      <path d="M7.5 7V4M16.5 7V4M6 7h3M15 7h3" />
    </svg>
  );
}

export function GrowthIcon() {
  return (
    <svg {...common}>
      <path d="M4 20h16" />
      <path d="m5 16 5-5 3 3 6-7" />
      <path d="M15 7h4v4" />
    </svg>
  );
}

export function ReceiptIcon() {
  return (
    <svg {...common}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </svg>
  );
}

export function CoinsIcon() {
  return (
    <svg {...common}>
      <ellipse cx="9" cy="7" rx="5" ry="2.5" />
      <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
      <path d="M4 11v4c0 1.4 2.2 2.5 5 2.5" />
      <path d="M18 14v6M15 17h6" />
    </svg>
  );
}

export function ProjectionIcon() {
  return (
    <svg {...common}>
      <path d="M4 4v16h16" />
      <path d="M7 15c3 0 4-6 7-6s3.5 3 6 3" strokeDasharray="2 2" />
      <circle cx="14" cy="9" r="1" />
    </svg>
  );
}

export function RingsIcon() {
  return (
    <svg {...common}>
      <circle cx="9" cy="14" r="5" />
      <circle cx="15" cy="14" r="5" />
      <path d="m10 5 2-2 2 2-2 2-2-2Z" />
    </svg>
  );
}

export function PlaneIcon() {
  return (
    <svg {...common}>
      <path d="M21 15.5 13 11V5.5a1.5 1.5 0 0 0-3 0V11l-8 4.5V17l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-4.5l8 2.5v-1.5Z" />
    </svg>
  );
}

export function UmbrellaIcon() {
  return (
    <svg {...common}>
      <path d="M3 12a9 9 0 0 1 18 0H3Z" />
      <path d="M12 12v7a2 2 0 0 0 4 0" />
      <path d="M12 3V2" />
    </svg>
  );
}

export function GraduationIcon() {
  return (
    <svg {...common}>
      <path d="m2 9 10-5 10 5-10 5L2 9Z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
      <path d="M22 9v6" />
    </svg>
  );
}

export function ExternalLinkIcon() {
  return (
    <svg {...common} width={16} height={16} strokeWidth={2}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export function InfoCircleIcon() {
  return (
    <svg {...common} width={20} height={20} strokeWidth={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </svg>
  );
}
