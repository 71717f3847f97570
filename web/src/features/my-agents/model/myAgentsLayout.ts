/** Spec 002 section 9: the my-agents layout modes; grid first. */
export type MyAgentsLayout = 'grid' | 'date';
