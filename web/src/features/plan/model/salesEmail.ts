/** Where the Enterprise button writes to; set VITE_SALES_EMAIL at build time. */
export const SALES_EMAIL: string = (import.meta.env['VITE_SALES_EMAIL'] as string | undefined) || 'sales@example.com';
