/** A failure toast in the spec's words: its title and, when the spec gives one, its text. */
export interface ErrorNotice {
  title: string;
  description?: string;
}
