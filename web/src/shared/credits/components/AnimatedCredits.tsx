import { formatCredits } from '../../model/formatCredits';
import { useAnimatedNumber } from '../hooks/useAnimatedNumber';

interface AnimatedCreditsProps {
  value: number;
  unlimited?: boolean;
  className?: string;
  testId?: string;
}

/** "199 credits", counting from the old to the new value; `data-value` holds the target. */
export function AnimatedCredits({ value, unlimited = false, className, testId }: AnimatedCreditsProps) {
  const shown = useAnimatedNumber(value);
  const label = unlimited ? 'Unlimited credits' : formatCredits(value);
  return (
    <span className={className} data-testid={testId} data-value={value} aria-label={label}>
      {unlimited ? '∞ credits' : formatCredits(shown)}
    </span>
  );
}
