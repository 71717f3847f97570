export type StepState = 'done' | 'active' | 'waiting';

// Spec 002 4.1 progress: image 10, animal help 15, video 30, lip sync 85, model 99, ready 100.
const STEPS = [
  { name: 'Likeness', doneAt: 10 },
  { name: 'Dynamics', doneAt: 30 },
  { name: 'Model', doneAt: 99 },
] as const;

/** The three steps shown on a generating card (Likeness, Dynamics, Model) for a progress percent. */
export function generationSteps(progress: number): { name: string; state: StepState }[] {
  const activeIndex = STEPS.findIndex((step) => progress < step.doneAt);
  return STEPS.map((step, index) => ({
    name: step.name,
    state: progress >= step.doneAt ? 'done' : index === activeIndex ? 'active' : 'waiting',
  }));
}
