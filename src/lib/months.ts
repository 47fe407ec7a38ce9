/** "1 Month", "3 Months": how the pages write a duration in whole months. */
export const formatMonths = (months: number): string =>
  `${months} ${months === 1 ? 'Month' : 'Months'}`;
