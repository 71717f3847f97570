import { PLAN_MONTHLY_CREDITS } from '@avatarium/contracts';

/** The nine FAQ questions of spec 000 section 2, answered from the product's real terms. */
export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'How cost-effective is Avatarium?',
    answer:
      'You pay for what your agents use. Self-hosted Essence costs 1 credit per minute, Essence in the cloud 2 credits and Expression 4 credits per minute; overage is $0.01, $0.02 and $0.04 per minute. ' +
      `The Free plan includes ${PLAN_MONTHLY_CREDITS.FREE} credits every month.`,
  },
  {
    question: 'What is the difference between Essence and Expression?',
    answer:
      'Essence is our recommended, CPU-based model: full-body, humans and animals, and it runs in the cloud or on your own hardware. Expression is GPU-based and face-focused, for humans only, and runs in the cloud.',
  },
  {
    question: 'Can I deploy agents offline?',
    answer:
      'Yes, with Essence. Download an agent as a bundle and run it with the self-hosted player; the whole platform is open and can run on your own servers. Expression needs the cloud.',
  },
  {
    question: 'How fast can I deploy an agent?',
    answer:
      'Generating a new agent can take up to 30 minutes; you can follow its progress live. Once it is ready, a share link or an embed snippet puts it on your site right away.',
  },
  {
    question: 'How is my data kept secure?',
    answer:
      'Passwords are stored hashed, sessions use HTTP-only cookies and provider keys are encrypted at rest. API keys from the Developer tab are shown once, kept only as a hash, reach only what their scopes allow and can be revoked at any time; webhook deliveries are signed. Only you can change your agents. For full control, self-host Avatarium so nothing leaves your servers.',
  },
  {
    question: 'Do you offer custom solutions?',
    answer:
      'Yes. The Enterprise plan offers unlimited credits and agents, custom terms and help with on-premises deployment. Contact sales from the Enterprise plan.',
  },
  {
    question: 'How do credits work?',
    answer:
      'Credits pay for creating agents and for conversation minutes. Each plan adds its credits every month; you need a minimum balance to start creating an agent. On Creator and Pro you can top up at $1 per 100 credits.',
  },
  {
    question: 'Can I upgrade or downgrade my plan?',
    answer:
      "Yes, at any time from the Pricing tab. An upgrade starts at once: you pay the prorated difference and get the matching share of the new plan's credits for the rest of the cycle. A downgrade takes effect at the next billing cycle, so nothing you paid for is lost.",
  },
  {
    question: 'What happens to unused credits?',
    answer:
      'Plan credits reset every month, so unused plan credits do not carry over. Credits you buy as top-ups roll over and stay on your balance.',
  },
];
