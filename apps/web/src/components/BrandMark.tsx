import { useBrand } from '../app/brand';

/** The partner's logo (or a default mark in the brand colour) and, unless compact, its name. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const brand = useBrand();
  return (
    <span className="brand-mark">
      {brand.logoUrl ? (
        <img className="brand-mark__logo" src={brand.logoUrl} alt={compact ? brand.name : ''} />
      ) : (
        <svg className="brand-mark__logo" viewBox="0 0 32 32" role={compact ? 'img' : undefined} aria-hidden={!compact} aria-label={compact ? brand.name : undefined}>
          <rect width="32" height="32" rx="7" fill={brand.primaryColor} />
          <path d="M7 22l6-9 5 6 3-4 4 7z" fill="#fff" />
        </svg>
      )}
      {!compact && <span className="brand-mark__name">{brand.name}</span>}
    </span>
  );
}
