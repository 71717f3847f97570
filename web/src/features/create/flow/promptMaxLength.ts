/** The gateway refuses longer prompts ('The prompt is too long: at most 4000 characters.'). */
export { PROMPT_MAX_LENGTH } from '@avatarium/contracts/agent-limits';
