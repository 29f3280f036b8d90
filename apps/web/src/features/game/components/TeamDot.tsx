/** A team's colour as a dot before its name (the colour alone never carries the meaning). */
export function TeamDot({ colour, name, strong }: { colour: string; name: string; strong?: boolean }) {
  return (
    <span className="team-dot">
      <span className="team-dot__swatch" style={{ background: colour }} aria-hidden />
      <span className={strong ? 'team-dot__name team-dot__name--strong' : 'team-dot__name'}>{name}</span>
    </span>
  );
}
