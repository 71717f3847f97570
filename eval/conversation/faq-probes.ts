/**
 * Grounding: the guide persona answers with its FAQ on (RAG through the knowledge service).
 * In the FAQ: the reply must carry the row's fact (`facts` by rules, else the row's answer by
 * meaning). Outside it: the reply says it does not know and states no business fact (rules.ts
 * counts invented facts; `claims` adds what would be invented for that question).
 */
export const FAQ_ROWS: Array<{ question: string; answer: string }> = [
  { question: 'When is the museum open?', answer: 'Every day from 9 to 17, except Mondays.' },
  { question: 'How much is a ticket?', answer: 'Adults pay 12 euros; children under 12 enter free.' },
  { question: 'Is there a family ticket?', answer: 'Yes: two adults and up to three children, 30 euros.' },
  { question: 'Can I bring my dog?', answer: 'Only assistance dogs are allowed inside. Other dogs may wait in the garden.' },
  { question: 'Where do I park?', answer: 'The car park behind the lighthouse is free for visitors.' },
  { question: 'Is the tower accessible?', answer: 'A lift reaches the first gallery; the lantern room has stairs only.' },
  { question: 'How tall is the lighthouse?', answer: 'The tower is 48 metres tall, with 212 steps to the lantern room.' },
  { question: 'When was the lighthouse built?', answer: 'It was first lit in 1874 and automated in 1962.' },
  {
    question: 'Are there guided tours?',
    answer: 'Guided tours start at 11 and 15 every day the museum is open, in English and Dutch.',
  },
  {
    question: 'How do I get there by bus?',
    answer: 'Bus line 7 from the central station stops at Harbour Point, a five-minute walk away.',
  },
  {
    question: 'Can I hold a wedding at the lighthouse?',
    answer: 'Yes, small ceremonies of up to 20 guests can be booked through the events office.',
  },
  { question: 'Is there a gift shop?', answer: 'The gift shop by the entrance sells maps, books and lighthouse models.' },
];

/** The FAQ as the owner uploads it: a CSV with a header. */
export function faqCsv(): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return ['Question,Answer', ...FAQ_ROWS.map((row) => `${cell(row.question)},${cell(row.answer)}`)].join('\r\n');
}

export interface FaqProbe {
  id: string;
  question: string;
  /** In the FAQ: the row it is answered by (its answer is the meaning the reply must carry). */
  row?: number;
  /** In the FAQ: patterns the answer must all contain. */
  facts?: RegExp[];
  /** Outside the FAQ: the topic; a sentence about it that is not a refusal, question or offer is an invented fact. */
  claims?: RegExp[];
  short?: boolean;
}

export const FAQ_PROBES: FaqProbe[] = [
  { id: 'faq-hours', question: 'What time do you open?', row: 0, facts: [/\b9\b|nine/i] },
  { id: 'faq-price', question: 'How much does it cost for an adult to get in?', row: 1, facts: [/\b12\b|twelve/i], short: true },
  { id: 'faq-family', question: 'Do you have a ticket for families?', row: 2, facts: [/\b30\b|thirty/i] },
  { id: 'faq-dog', question: 'Can my dog come inside with me?', row: 3, facts: [/assistance|guide dog|garden/i] },
  { id: 'faq-parking', question: 'Is there somewhere to park my car?', row: 4, facts: [/behind|free/i] },
  { id: 'faq-lift', question: 'Is there a lift for wheelchairs?', row: 5, facts: [/\blift\b|elevator/i] },
  { id: 'faq-height', question: 'How high is the tower?', row: 6, facts: [/\b48\b|forty[- ]eight/i] },
  { id: 'faq-built', question: 'How old is the lighthouse?', row: 7, facts: [/1874/] },
  { id: 'faq-tours', question: 'What time are the guided tours?', row: 8, facts: [/\b11\b|eleven/i] },
  { id: 'faq-bus', question: 'Which bus goes to the museum?', row: 9, facts: [/\b7\b|seven/i] },
  { id: 'faq-out-permits', question: 'Do you sell parking permits?', claims: [/permits?/i], short: true },
  { id: 'faq-out-cafe', question: 'Is there a café in the museum?', claims: [/caf[eé]/i] },
  { id: 'faq-out-photos', question: 'Am I allowed to take photos with a flash?', claims: [/flash|photo/i] },
  { id: 'faq-out-wifi', question: 'Do you have free wifi?', claims: [/wi-?fi|internet/i] },
  { id: 'faq-out-student', question: 'Is there a discount for students?', claims: [/student/i] },
  { id: 'faq-out-lockers', question: 'Are there lockers for my backpack?', claims: [/locker/i] },
  { id: 'faq-out-christmas', question: 'Are you open on Christmas Day?', claims: [/christmas/i] },
  { id: 'faq-out-membership', question: 'How much is a yearly membership?', claims: [/membership/i] },
  { id: 'faq-out-school', question: 'Do you run workshops for school classes?', claims: [/workshop|school/i] },
  { id: 'faq-out-ferry', question: 'Is there a ferry from the museum to the island?', claims: [/ferr(?:y|ies)/i] },
];
