const numberFormat = new Intl.NumberFormat('en-US');

/** "199 credits", "1,800 credits", "1 credit". */
export function formatCredits(value: number): string {
  return `${numberFormat.format(value)} ${value === 1 ? 'credit' : 'credits'}`;
}
