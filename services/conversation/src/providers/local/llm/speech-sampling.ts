/**
 * How the offline model picks its words when its reply is spoken (issue 24). A low temperature
 * keeps it on the facts it knows best: the 1.5B at 0.5 said "Emperor Vitoria I" built the
 * Colosseum, at 0.2 "Vespasian, between 70 and 80 AD" and oil paint "pigments ... with a binder
 * called linseed oil" (docs/decisions/conversation-engines.md). Greedy decoding alone sends a
 * small model into loops ("the amphitheatre's chambers, the amphitheatre's chambers, ..."): top-p
 * / top-k / min-p keep it on likely words, the repeat penalty (with frequency and presence
 * penalties over the last 64 generated tokens) and DRY (no verbatim repeat of a sequence longer
 * than two tokens) keep it from saying the same thing twice (a lighter penalty let the 0.5B say
 * "the amphitheatre, and the amphitheatre" again), and the model stops where it starts writing
 * the visitor's turn itself.
 */
export const SPEECH_SAMPLING = {
  temperature: 0.2,
  topP: 0.9,
  topK: 40,
  minP: 0.05,
  repeatPenalty: {
    lastTokens: 64,
    penalty: 1.12,
    frequencyPenalty: 0.15,
    presencePenalty: 0.1,
    // A line break is not a word worth avoiding (and lists are cleaned away anyway).
    penalizeNewLine: false,
  },
  dryRepeatPenalty: { strength: 0.8, base: 1.75, allowedLength: 2, lastTokens: 256 },
  stopTriggers: ['\nUser:', '\nuser:', '\nVisitor:', '\nHuman:', '\nYou:'],
} as const;
