/** "Adaeze Okafor" → "AO": a person's initials, drawn where there is no photo. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');
