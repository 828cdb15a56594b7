type BrandLogoProps = {
  size?: number;
  /** Show the product name beside the mark. */
  withName?: boolean;
  /** Colour of the product name; the mark keeps its own colours. */
  nameColor?: string;
  isOnDark?: boolean;
};

/** The J mark; `isOnDark` inverts it so it stays visible on the brand's own colour. */
export function BrandMark({ size = 32, isOnDark = false }: { size?: number; isOnDark?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={isOnDark ? '#fff' : '#0d5c55'} />
      <path
        d="M19.5 8v10.2a5.6 5.6 0 0 1-11.2 0"
        fill="none"
        stroke={isOnDark ? '#0d5c55' : '#fff'}
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <circle cx="24" cy="8.6" r="2.4" fill="#f2b84b" />
    </svg>
  );
}

export function BrandLogo({
  size = 32,
  withName = true,
  nameColor = 'inherit',
  isOnDark = false,
}: BrandLogoProps) {
  return (
    <span className="brand-logo" aria-label="Jarvis">
      <BrandMark size={size} isOnDark={isOnDark} />
      {withName && (
        <span className="brand-logo__name" style={{ color: nameColor, fontSize: size * 0.62 }}>
          Jarvis
        </span>
      )}
    </span>
  );
}
