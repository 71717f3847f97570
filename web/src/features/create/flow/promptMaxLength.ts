/** The gateway refuses longer prompts ('The prompt is too long: at most 4000 characters.'). */
export const PROMPT_MAX_LENGTH = 4000;
