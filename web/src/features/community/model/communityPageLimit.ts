/** How many cards the gallery asks for at once (the server allows up to 100). */
export const COMMUNITY_PAGE_LIMIT = 60;
