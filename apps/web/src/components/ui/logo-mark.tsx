type LogoMarkProps = {
  size?: number;
};

/** The portal's mark; decorative, the portal name always stands beside it. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-navy-9)" />
      <path d="M8 23 16 8l8 15h-4l-4-8-4 8z" fill="var(--mantine-color-teal-3)" />
    </svg>
  );
}
